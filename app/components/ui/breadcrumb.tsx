import { Link, useLocation } from "react-router";
import { JsonLd } from "../../seo/json-ld.tsx";
import { useSettings } from "../../settings.ts";

export type Crumb = { label: string; to?: string };

/** Home > … > current page; the last crumb is the page itself. */
export function Breadcrumb({ items }: { items: Crumb[] }) {
  const { siteUrl } = useSettings();
  const { pathname } = useLocation();
  const list = {
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: item.label,
      item: `${siteUrl}${item.to ?? pathname}`,
    })),
  };
  return (
    <nav aria-label="Breadcrumb" className="breadcrumb">
      <JsonLd data={list} />
      <ol>
        {items.map((item, index) => {
          const last = index === items.length - 1;
          return (
            <li key={item.to ?? item.label}>
              {item.to && !last ? (
                <Link to={item.to}>{item.label}</Link>
              ) : (
                <span aria-current={last ? "page" : undefined}>{item.label}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
