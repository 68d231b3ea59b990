import { Link, useLocation, useMatches } from "react-router";
import { localizedPath } from "#shared/i18n/locales.ts";
import type { Message } from "#shared/i18n/message.ts";
import { m } from "#shared/i18n/paraglide/messages.js";
import { usePageLocale } from "../../i18n/page-locale.ts";
import { JsonLd } from "../../seo/json-ld.tsx";
import { useSettings } from "../../settings.ts";

/**
 * A crumb's `to` is the English path; the breadcrumb leads to it in the page's language. A label
 * declared at module level is a message, read when the page renders, so it follows the request.
 */
export type Crumb = { label: string | Message; to?: string };

/**
 * What a route declares in its `handle`, once: the crumbs after Home, the page itself last, from
 * the route's loader data and its path.
 */
export type BreadcrumbHandle<Data = unknown> = { breadcrumb: (data: Data, pathname: string) => Crumb[] };

const HOME: Crumb = { label: m.breadcrumb_home, to: "/" };

function declaresBreadcrumb(handle: unknown): handle is BreadcrumbHandle {
  return typeof handle === "object" && handle !== null && "breadcrumb" in handle;
}

/** Home, then the crumbs of the deepest route that declares them. */
function useRouteCrumbs(): Crumb[] {
  const match = useMatches().findLast((candidate) => declaresBreadcrumb(candidate.handle));
  if (!match || !declaresBreadcrumb(match.handle)) return [HOME];
  return [HOME, ...match.handle.breadcrumb(match.loaderData, match.pathname)];
}

/** schema.org BreadcrumbList of the crumbs; the page itself has no link, so its address is given. */
function breadcrumbList(items: { label: string; to?: string }[], pageUrl: string, siteUrl: string) {
  return {
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: item.label,
      item: item.to ? `${siteUrl}${item.to}` : pageUrl,
    })),
  };
}

/** Home > … > current page; the last crumb is the page itself. */
export function Breadcrumb() {
  const locale = usePageLocale();
  const items = useRouteCrumbs().map(({ label, to }) => ({
    label: typeof label === "string" ? label : label(),
    to: to && localizedPath(to, locale),
  }));
  const { siteUrl } = useSettings();
  const { pathname } = useLocation();
  return (
    <nav aria-label={m.breadcrumb_label()} className="breadcrumb">
      <JsonLd data={import.meta.env.SSR && breadcrumbList(items, `${siteUrl}${pathname}`, siteUrl)} />
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
