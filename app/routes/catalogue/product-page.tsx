import { Link } from "react-router";
import { withCompareList } from "../../../shared/catalogue/compare-list.ts";
import { FINDER_PATH, finderHref } from "../../../shared/catalogue/finder-url.ts";
import { DOCUMENTS_PATH, productHref } from "../../../shared/site/page-hrefs.ts";
import { CompareToggle } from "../../components/catalogue/compare-toggle.tsx";
import { CompareTray } from "../../components/catalogue/compare-tray.tsx";
import { ProductCertifications } from "../../components/catalogue/product-certifications.tsx";
import { PreviewBanner } from "../../components/content/preview-banner.tsx";
import { GroupedDocuments } from "../../components/documents/document-list.tsx";
import { BasketButton } from "../../components/enquiry/basket-button.tsx";
import type { BreadcrumbHandle } from "../../components/ui/breadcrumb.tsx";
import { PageBanner } from "../../components/ui/page-banner.tsx";
import { JsonLd } from "../../seo/json-ld.tsx";
import { pageMeta } from "../../seo/page-meta.ts";
import { useFileUrl, useSettings } from "../../settings.ts";
import { useSiteIdentity } from "../../site-identity.ts";
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
    { label: "Products", to: FINDER_PATH },
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
  const enquiry = (form: string) => `/${form}?${new URLSearchParams({ product: product.name })}`;
  const compare = product.compared.map((item) => item.slug);
  const compareListHref = (list: string[]) => withCompareList(productHref(product.slug), list);
  return (
    <>
      {product.preview ? <PreviewBanner editorHref={product.preview.editorHref} /> : null}
      <PageBanner title={product.name} lead={product.chemicalType} />
      <JsonLd
        data={{
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
            name: `${product.name} datasheet`,
            url: absolute(datasheet),
          },
        }}
      />
      <div className="container page-section product-page">
        <div className="product-page-main">
          <p className="product-page-description" lang={product.descriptionLang}>
            {product.description}
          </p>
          <h2>At a glance</h2>
          <dl className="product-facts">
            <div>
              <dt>Category</dt>
              <dd>
                <Link to={finderHref({ catId: product.categoryId })}>{product.categoryName}</Link>
              </dd>
            </div>
            <div>
              <dt>Chemical type</dt>
              <dd lang={product.dataLang}>{product.chemicalType}</dd>
            </div>
            <div>
              <dt>Activity</dt>
              <dd>{product.activityPercent === null ? "Not applicable" : `${product.activityPercent}%`}</dd>
            </div>
            <div>
              <dt>Application area</dt>
              <dd lang={product.dataLang}>{product.applicationArea}</dd>
            </div>
          </dl>
          <h2>Typical properties</h2>
          <div className="table-scroll">
            <table className="product-properties">
              <caption className="visually-hidden">Typical properties of {product.name}</caption>
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
          <p className="muted">Typical values, not a specification.</p>
          <ProductCertifications certifications={product.certifications} />
          <h2>Documents</h2>
          <GroupedDocuments documents={product.documents} />
          <p>
            Every product's documents are in the <Link to={DOCUMENTS_PATH}>document centre</Link>.
          </p>
        </div>
        <aside className="product-page-actions" aria-label="Datasheet and enquiries">
          <a className="button button--primary" href={datasheet} type="application/pdf">
            Download datasheet (PDF)
          </a>
          <Link className="button button--accent" to={enquiry("request-a-sample")}>
            Request a sample
          </Link>
          <Link className="button button--secondary" to={enquiry("product-enquiry")}>
            Enquire
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
