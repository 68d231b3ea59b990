import { Link } from "react-router";
import { withCompareList } from "#shared/catalogue/compare-list.ts";
import { FINDER_PATH, finderHref } from "#shared/catalogue/finder-url.ts";
import { localizedPath } from "#shared/i18n/locales.ts";
import { m } from "#shared/i18n/paraglide/messages.js";
import { formatPercent } from "#shared/site/number-format.ts";
import { DOCUMENTS_PATH, productHref } from "#shared/site/page-hrefs.ts";
import { CompareToggle } from "../../components/catalogue/compare-toggle.tsx";
import { CompareTray } from "../../components/catalogue/compare-tray.tsx";
import { ProductCertifications } from "../../components/catalogue/product-certifications.tsx";
import { PreviewBanner } from "../../components/content/preview-banner.tsx";
import { GroupedDocuments } from "../../components/documents/document-list.tsx";
import { BasketButton } from "../../components/enquiry/basket-button.tsx";
import type { BreadcrumbHandle } from "../../components/ui/breadcrumb.tsx";
import { PageBanner } from "../../components/ui/page-banner.tsx";
import { usePageLocale } from "../../i18n/page-locale.ts";
import { JsonLd } from "../../seo/json-ld.tsx";
import { pageMeta } from "../../seo/page-meta.ts";
import { useFileUrl, useSettings } from "../../settings.ts";
import { useSiteIdentity } from "../../site-identity.ts";
import "../../styles/catalogue.css";
import type { Route } from "./+types/product-page.ts";

export { headers, loader } from "./product-page.server.ts";

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData
    ? pageMeta({
        title: `${loaderData.name}, ${loaderData.chemicalType.toLowerCase()}`,
        // Sister products can share a description; the name keeps every page's summary its own.
        description: `${loaderData.name}: ${loaderData.description}`,
        path: productHref(loaderData.slug),
        matches,
      })
    : [];

export const handle: BreadcrumbHandle<Route.ComponentProps["loaderData"]> = {
  breadcrumb: (product) => [
    { label: m.breadcrumb_products(), to: FINDER_PATH },
    { label: product.categoryName, to: finderHref({ catId: product.categoryId }) },
    { label: product.name },
  ],
};

/** One product (beyond the spec): its data, typical properties, datasheet and the ways to ask for it. */
export default function ProductPage({ loaderData: product }: Route.ComponentProps) {
  const fileUrl = useFileUrl();
  const { siteUrl } = useSettings();
  const site = useSiteIdentity();
  const datasheet = fileUrl(product.datasheet);
  const absolute = (address: string) => (address.startsWith("/") ? `${siteUrl}${address}` : address);
  const locale = usePageLocale();
  const localized = (path: string) => localizedPath(path, locale);
  const enquiry = (form: string) => localized(`/${form}?${new URLSearchParams({ product: product.name })}`);
  const compare = product.compared.map((item) => item.slug);
  const compareListHref = (list: string[]) => withCompareList(productHref(product.slug), list);
  return (
    <>
      {product.preview ? <PreviewBanner editorHref={product.preview.editorHref} /> : null}
      <PageBanner title={product.name} lead={product.chemicalType} />
      <JsonLd
        data={
          import.meta.env.SSR && {
            "@type": "Product",
            name: product.name,
            description: product.description,
            category: product.categoryName,
            url: `${siteUrl}${productHref(product.slug)}`,
            brand: { "@type": "Brand", name: site.company.name },
            manufacturer: { "@type": "Organization", name: site.company.legalName, url: siteUrl },
            additionalProperty: product.properties.map(([name, value]) => ({
              "@type": "PropertyValue",
              name,
              value,
            })),
            subjectOf: {
              "@type": "DigitalDocument",
              name: m.product_datasheet_name({ name: product.name }),
              url: absolute(datasheet),
            },
          }
        }
      />
      <div className="container page-section product-page">
        <div className="product-page-main">
          <p className="product-page-description" lang={product.descriptionLang}>
            {product.description}
          </p>
          <h2>{m.product_at_a_glance()}</h2>
          <dl className="product-facts">
            <div>
              <dt>{m.product_category()}</dt>
              <dd>
                <Link to={localized(finderHref({ catId: product.categoryId }))}>{product.categoryName}</Link>
              </dd>
            </div>
            <div>
              <dt>{m.product_chemical_type()}</dt>
              <dd lang={product.dataLang}>{product.chemicalType}</dd>
            </div>
            <div>
              <dt>{m.product_activity()}</dt>
              <dd>
                {product.activityPercent === null
                  ? m.product_not_applicable()
                  : formatPercent(product.activityPercent, locale)}
              </dd>
            </div>
            <div>
              <dt>{m.product_application_area()}</dt>
              <dd lang={product.dataLang}>{product.applicationArea}</dd>
            </div>
          </dl>
          <h2>{m.product_typical_properties()}</h2>
          <div className="table-scroll">
            <table className="product-properties">
              <caption className="visually-hidden">
                {m.product_typical_properties_of({ name: product.name })}
              </caption>
              <tbody>
                {product.properties.map(([label, value]) => (
                  <tr key={label}>
                    <th scope="row">{label}</th>
                    <td lang={product.dataLang}>{value}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <p className="muted">{m.product_typical_values()}</p>
          <ProductCertifications certifications={product.certifications} />
          <h2>{m.product_documents()}</h2>
          <GroupedDocuments documents={product.documents} />
          <p>
            {m.product_documents_before()}
            <Link to={localized(DOCUMENTS_PATH)}>{m.product_documents_link()}</Link>.
          </p>
        </div>
        <aside className="product-page-actions" aria-label={m.product_actions()}>
          <a className="button button--primary" href={datasheet} type="application/pdf">
            {m.product_download_datasheet()}
          </a>
          <Link className="button button--accent" to={enquiry("request-a-sample")}>
            {m.product_request_sample()}
          </Link>
          <Link className="button button--secondary" to={enquiry("product-enquiry")}>
            {m.product_enquire()}
          </Link>
          <BasketButton slug={product.slug} name={product.name} back={compareListHref(compare)} />
          <CompareToggle
            slug={product.slug}
            name={product.name}
            compare={compare}
            hrefFor={compareListHref}
          />
          <CompareTray compared={product.compared} hrefFor={compareListHref} />
        </aside>
      </div>
    </>
  );
}
