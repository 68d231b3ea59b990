import type { MetaDescriptor } from "react-router";
import { BASE_LOCALE, LANGUAGE_TAGS, LOCALES, localeOfPath, localizedPath } from "#shared/i18n/locales.ts";
import { siteIdentityOf } from "../site-identity.ts";

type RootData = { settings: { siteUrl: string } } | undefined;
type MatchLike = { id: string; pathname: string; loaderData?: unknown } | undefined;

export type PageMetaInput = {
  title: string;
  description: string;
  /** The page's subjects, in its language, where spec 2.3 asks for them (the home page). */
  keywords?: string;
  /** English path of the canonical URL; the page's language prefix is added here. */
  path: string;
  matches: MatchLike[];
  noindex?: boolean;
};

/**
 * The page in every language, and `x-default` (the English page) for visitors whose language is
 * none of them: what search engines read to show each visitor their own language's page.
 */
function alternates(siteUrl: string, path: string): MetaDescriptor[] {
  const links = LOCALES.map((locale) => ({
    tagName: "link",
    rel: "alternate",
    hrefLang: LANGUAGE_TAGS[locale],
    href: `${siteUrl}${localizedPath(path, locale)}`,
  }));
  return [...links, { tagName: "link", rel: "alternate", hrefLang: "x-default", href: `${siteUrl}${path}` }];
}

/** Title, description, canonical, language alternates and social tags for one page. */
export function pageMeta({
  title,
  description,
  keywords,
  path,
  matches,
  noindex,
}: PageMetaInput): MetaDescriptor[] {
  const root = matches.find((match) => match?.id === "root")?.loaderData as RootData;
  const siteUrl = root?.settings.siteUrl ?? "";
  const { company } = siteIdentityOf(matches);
  const englishPath = localizedPath(path, BASE_LOCALE);
  const fullTitle = englishPath === "/" ? title : `${title} | ${company.name}`;
  // The page's language from its own address, on the server and in the browser alike.
  const locale = localeOfPath(matches.at(-1)?.pathname ?? "/");
  const url = `${siteUrl}${localizedPath(englishPath, locale)}`;
  const image = `${siteUrl}/social-card.png`;
  const tags: MetaDescriptor[] = [
    { title: fullTitle },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    ...alternates(siteUrl, englishPath),
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: company.name },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: fullTitle },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: image },
  ];
  if (keywords) tags.splice(2, 0, { name: "keywords", content: keywords });
  if (noindex) tags.push({ name: "robots", content: "noindex, follow" });
  return tags;
}
