import { useRouteLoaderData } from "react-router";
import { siteConfig } from "#shared/site/site-config.ts";
import type { SiteIdentity } from "#shared/site/site-schema.ts";

type RootData = { site?: SiteIdentity } | undefined;
type MatchLike = { id: string; loaderData?: unknown } | undefined;

/**
 * The company identity as published (decision 075), which the root loader hands to every page, so
 * the header, footer and contact details follow an edit without any script of their own. Until it
 * is edited the root leaves it out and pages show the identity the site shipped with, which their
 * scripts carry anyway; so does an error page drawn without the root's data.
 */
export function useSiteIdentity(): SiteIdentity {
  return (useRouteLoaderData("root") as RootData)?.site ?? siteConfig;
}

/** The same for a route's `meta`, from its matches. */
export function siteIdentityOf(matches: readonly MatchLike[]): SiteIdentity {
  return (matches.find((match) => match?.id === "root")?.loaderData as RootData)?.site ?? siteConfig;
}
