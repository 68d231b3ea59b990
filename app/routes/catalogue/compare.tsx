import { Link } from "react-router";
import { COMPARE_MAX, COMPARE_PATH, compareHref, withoutCompared } from "#shared/catalogue/compare-list.ts";
import { FINDER_PATH, finderHref } from "#shared/catalogue/finder-url.ts";
import { m } from "#shared/i18n/paraglide/messages.js";
import { productHref } from "#shared/site/page-hrefs.ts";
import { PrintButton } from "../../components/catalogue/print-button.tsx";
import type { BreadcrumbHandle } from "../../components/ui/breadcrumb.tsx";
import { PageBanner } from "../../components/ui/page-banner.tsx";
import { useLocalizedPath } from "../../i18n/page-locale.ts";
import { pageMeta } from "../../seo/page-meta.ts";
import { useFileUrl, useSettings } from "../../settings.ts";
import "../../styles/catalogue.css";
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
  items.length < 2 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")}${m.compare_and()}${items.at(-1)}`;
const quoted = (items: string[]) => and(items.map((text) => m.compare_quoted({ text })));

/** What is wrong with an address that cannot be compared, and the nearest comparison that can. */
function Problem({
  loaderData,
}: {
  loaderData: Exclude<Route.ComponentProps["loaderData"], { outcome: "compared" }>;
}) {
  const localized = useLocalizedPath();
  if (loaderData.outcome === "empty") {
    return (
      <p>
        {m.compare_empty_before({ max: COMPARE_MAX })}
        <Link to={localized(FINDER_PATH)}>{m.compare_empty_link()}</Link>
        {m.compare_empty_after()}
      </p>
    );
  }
  const message =
    loaderData.outcome === "malformed"
      ? m.compare_malformed({ values: quoted(loaderData.values) })
      : loaderData.outcome === "duplicates"
        ? m.compare_duplicates({ names: and(loaderData.repeated) })
        : loaderData.outcome === "too-many"
          ? m.compare_too_many({ count: loaderData.count, max: COMPARE_MAX })
          : m.compare_unknown({ names: quoted(loaderData.unknown) });
  const slugs = "slugs" in loaderData ? loaderData.slugs : [];
  return (
    <>
      <p className="alert alert--error">{message}</p>
      {slugs.length > 0 ? (
        <p>
          <Link to={localized(compareHref(slugs))} rel="nofollow">
            {m.compare_instead({ names: and(slugs) })}
          </Link>
        </p>
      ) : null}
      <p>
        <Link to={localized(FINDER_PATH)}>{m.compare_choose()}</Link>
      </p>
    </>
  );
}

function ColumnHead({ column, slugs }: { column: ComparedColumn; slugs: string[] }) {
  const fileUrl = useFileUrl();
  const localized = useLocalizedPath();
  const others = withoutCompared(slugs, column.slug);
  return (
    <th scope="col" className="compare-product">
      <Link to={localized(productHref(column.slug))} className="compare-product-name">
        {column.name}
      </Link>
      <span className="compare-product-links">
        <a href={fileUrl(column.datasheet)} type="application/pdf">
          {m.compare_datasheet()}
          <span className="visually-hidden">{m.compare_of({ name: column.name })}</span>
          {m.compare_pdf()}
        </a>
        <Link to={localized(productHref(column.slug))}>
          {m.compare_details()}
          <span className="visually-hidden">{m.compare_of({ name: column.name })}</span>
        </Link>
        <Link
          to={localized(others.length > 0 ? compareHref(others) : COMPARE_PATH)}
          rel="nofollow"
          className="no-print"
        >
          {m.compare_tray_remove()}
          <span className="visually-hidden">{m.compare_tray_remove_name({ name: column.name })}</span>
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
  const localized = useLocalizedPath();
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
  const address = `${siteUrl}${localized(compareHref(slugs))}`;
  const differing = groups.flatMap((group) => group.rows).filter((row) => row.differs).length;
  return (
    <>
      <PageBanner title={m.meta_compare_title()} />
      <div className="container page-section compare-page">
        <p>{columns.length < 2 ? m.compare_only_one() : m.compare_differing({ count: differing })}</p>
        <div className="table-scroll compare-scroll">
          <table className="compare-table">
            <caption>{m.compare_caption({ names: and(columns.map((column) => column.name)) })}</caption>
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
                      {row.differs ? <span className="compare-differs">{m.compare_differs()}</span> : null}
                    </th>
                    {row.values.map((value, index) => (
                      <td key={slugs[index]} lang={row.lang}>
                        {value}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            ))}
          </table>
        </div>
        <div className="compare-actions no-print">
          {columns.length < COMPARE_MAX ? (
            <Link
              to={localized(finderHref({ compare: slugs }))}
              className="button button--secondary"
              rel="nofollow"
            >
              {m.compare_add()}
            </Link>
          ) : null}
          <PrintButton />
        </div>
        <p className="compare-share">
          {m.compare_share()}
          <a href={address}>{address}</a>
        </p>
        <p className="muted">{m.product_typical_values()}</p>
      </div>
    </>
  );
}
