import { Link } from "react-router";
import {
  COMPARE_MAX,
  COMPARE_PATH,
  compareHref,
  withoutCompared,
} from "../../../shared/catalogue/compare-list.ts";
import { FINDER_PATH, finderHref } from "../../../shared/catalogue/finder-url.ts";
import { m } from "../../../shared/i18n/paraglide/messages.js";
import { productHref } from "../../../shared/site/page-hrefs.ts";
import { PrintButton } from "../../components/catalogue/print-button.tsx";
import type { BreadcrumbHandle } from "../../components/ui/breadcrumb.tsx";
import { PageBanner } from "../../components/ui/page-banner.tsx";
import { pageMeta } from "../../seo/page-meta.ts";
import { useFileUrl, useSettings } from "../../settings.ts";
import type { Route } from "./+types/compare.ts";
import type { ComparedColumn } from "./compare.server.ts";

export { loader } from "./compare.server.ts";

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const columns = loaderData?.outcome === "compared" ? loaderData.columns : [];
  const names = columns.map((column) => column.name);
  return pageMeta({
    title: names.length > 0 ? m.meta_compare_named({ names: names.join(", ") }) : m.meta_compare_title(),
    description:
      names.length > 0
        ? m.meta_compare_named_description({ names: names.join(", ") })
        : m.meta_compare_description({ max: COMPARE_MAX }),
    path: compareHref(columns.map((column) => column.slug)),
    matches,
    // Any set of products makes an address: none of them is a page for search engines.
    noindex: true,
  });
};

export const handle: BreadcrumbHandle = {
  breadcrumb: () => [{ label: m.breadcrumb_products(), to: FINDER_PATH }, { label: m.meta_compare_title() }],
};

const and = (items: string[]) =>
  items.length < 2 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;

/** What is wrong with an address that cannot be compared, and the nearest comparison that can. */
function Problem({
  loaderData,
}: {
  loaderData: Exclude<Route.ComponentProps["loaderData"], { outcome: "compared" }>;
}) {
  if (loaderData.outcome === "empty") {
    return (
      <p>
        No products are chosen yet. Tick &lsquo;Compare&rsquo; on up to {COMPARE_MAX} products in the{" "}
        <Link to={FINDER_PATH}>product finder</Link> or on their pages, then open the comparison.
      </p>
    );
  }
  const message =
    loaderData.outcome === "malformed"
      ? `This address names something that is not a product: ${and(loaderData.values.map((value) => `“${value}”`))}.`
      : loaderData.outcome === "duplicates"
        ? `This address names ${and(loaderData.repeated)} more than once; each product can be compared once.`
        : loaderData.outcome === "too-many"
          ? `This address names ${loaderData.count} products; up to ${COMPARE_MAX} can be compared at once.`
          : `We have no product ${and(loaderData.unknown.map((slug) => `“${slug}”`))} in our catalogue; it may have been renamed or withdrawn.`;
  const slugs = "slugs" in loaderData ? loaderData.slugs : [];
  return (
    <>
      <p className="alert alert--error">{message}</p>
      {slugs.length > 0 ? (
        <p>
          <Link to={compareHref(slugs)} rel="nofollow">
            Compare {and(slugs)} instead
          </Link>
        </p>
      ) : null}
      <p>
        <Link to={FINDER_PATH}>Choose products in the product finder</Link>
      </p>
    </>
  );
}

function ColumnHead({ column, slugs }: { column: ComparedColumn; slugs: string[] }) {
  const fileUrl = useFileUrl();
  const others = withoutCompared(slugs, column.slug);
  return (
    <th scope="col" className="compare-product">
      <Link to={productHref(column.slug)} className="compare-product-name">
        {column.name}
      </Link>
      <span className="compare-product-links">
        <a href={fileUrl(column.datasheet)} type="application/pdf">
          Datasheet<span className="visually-hidden"> of {column.name}</span> (PDF)
        </a>
        <Link to={productHref(column.slug)}>
          Documents and details<span className="visually-hidden"> of {column.name}</span>
        </Link>
        <Link to={others.length > 0 ? compareHref(others) : COMPARE_PATH} rel="nofollow" className="no-print">
          Remove<span className="visually-hidden"> {column.name} from the comparison</span>
        </Link>
      </span>
    </th>
  );
}

/**
 * Products side by side (decision 053): one table, rows where the products differ marked in words
 * as well as colour, an address to share, and a layout that prints on paper.
 */
export default function Compare({ loaderData }: Route.ComponentProps) {
  const { siteUrl } = useSettings();
  if (loaderData.outcome !== "compared") {
    return (
      <>
        <PageBanner title={m.meta_compare_title()} />
        <div className="container page-section compare-page">
          <Problem loaderData={loaderData} />
        </div>
      </>
    );
  }
  const { columns, groups } = loaderData;
  const slugs = columns.map((column) => column.slug);
  const address = `${siteUrl}${compareHref(slugs)}`;
  const differing = groups.flatMap((group) => group.rows).filter((row) => row.differs).length;
  return (
    <>
      <PageBanner title={m.meta_compare_title()} />
      <div className="container page-section compare-page">
        <p>
          {columns.length < 2
            ? "Only one product is chosen: add another to see where they differ."
            : `${differing} of the rows below differ between these products; they are marked “Differs”.`}
        </p>
        <div className="table-scroll compare-scroll">
          <table className="compare-table">
            <caption>Comparison of {and(columns.map((column) => column.name))}</caption>
            <thead>
              <tr>
                <td />
                {columns.map((column) => (
                  <ColumnHead key={column.slug} column={column} slugs={slugs} />
                ))}
              </tr>
            </thead>
            {groups.map((group) => (
              <tbody key={group.title}>
                <tr className="compare-group">
                  <th scope="colgroup" colSpan={columns.length + 1}>
                    {group.title}
                  </th>
                </tr>
                {group.rows.map((row) => (
                  <tr
                    key={row.label}
                    className={row.differs ? "compare-row compare-row--differs" : "compare-row"}
                  >
                    <th scope="row">
                      {row.label}
                      {row.differs ? <span className="compare-differs">Differs</span> : null}
                    </th>
                    {row.values.map((value, index) => (
                      <td key={slugs[index]}>{value}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            ))}
          </table>
        </div>
        <div className="compare-actions no-print">
          {columns.length < COMPARE_MAX ? (
            <Link to={finderHref({ compare: slugs })} className="button button--secondary" rel="nofollow">
              Add another product
            </Link>
          ) : null}
          <PrintButton />
        </div>
        <p className="compare-share">
          Address of this comparison, to share or keep: <a href={address}>{address}</a>
        </p>
        <p className="muted">Typical values, not a specification.</p>
      </div>
    </>
  );
}
