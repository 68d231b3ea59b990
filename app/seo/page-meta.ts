import type { MetaDescriptor } from "react-router";
import { siteIdentityOf } from "../site-identity.ts";

type RootData = { settings: { siteUrl: string } } | undefined;
type MatchLike = { id: string; loaderData?: unknown } | undefined;

export type PageMetaInput = {
  title: string;
  description: string;
  /** Path of the canonical URL; defaults to the requested path. */
  path: string;
  matches: MatchLike[];
  noindex?: boolean;
};

/** Title, description, canonical and social tags for one page. */
export function pageMeta({ title, description, path, matches, noindex }: PageMetaInput): MetaDescriptor[] {
  const root = matches.find((match) => match?.id === "root")?.loaderData as RootData;
  const siteUrl = root?.settings.siteUrl ?? "";
  const { company } = siteIdentityOf(matches);
  const fullTitle = path === "/" ? title : `${title} | ${company.name}`;
  const url = `${siteUrl}${path}`;
  const image = `${siteUrl}/social-card.png`;
  const tags: MetaDescriptor[] = [
    { title: fullTitle },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
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
  if (noindex) tags.push({ name: "robots", content: "noindex, follow" });
  return tags;
}
