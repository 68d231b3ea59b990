import { Link } from "react-router";
import { BASE_LOCALE } from "#shared/i18n/locales.ts";
import { m } from "#shared/i18n/paraglide/messages.js";
import { teamHref, teamProfileHref } from "#shared/site/page-hrefs.ts";
import { Artwork } from "../../components/content/artwork.tsx";
import { ContentLanguage } from "../../components/content/content-language.tsx";
import { PreviewBanner } from "../../components/content/preview-banner.tsx";
import { RichText } from "../../components/content/rich-text.tsx";
import type { BreadcrumbHandle } from "../../components/ui/breadcrumb.tsx";
import { PageBanner } from "../../components/ui/page-banner.tsx";
import { useLocalizedPath, usePageLocale } from "../../i18n/page-locale.ts";
import { pageMeta } from "../../seo/page-meta.ts";
import { siteIdentityOf } from "../../site-identity.ts";
import "../../styles/company.css";
import type { Route } from "./+types/team-profile.ts";
import { TEAMS } from "./teams.ts";

export { headers, loader } from "./team-profile.server.ts";

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData
    ? pageMeta({
        title: `${loaderData.member.title}, ${loaderData.member.sub_title}`,
        description: m.meta_team_member_description({
          name: loaderData.member.title,
          role: loaderData.member.sub_title,
          company: siteIdentityOf(matches).company.name,
          team: TEAMS[loaderData.kind].title(),
        }),
        path: teamProfileHref(loaderData.kind, loaderData.member.slug),
        matches,
      })
    : [];

export const handle: BreadcrumbHandle<Route.ComponentProps["loaderData"]> = {
  breadcrumb: ({ kind, member }) => [
    { label: m.nav_company(), to: "/who-we-are" },
    { label: TEAMS[kind].title(), to: teamHref(kind) },
    { label: member.title },
  ],
};

/**
 * A board or corporate team profile (spec 2.7). The loader runs again whenever the slug changes,
 * so previous/next links reload the profile; each shows only when that neighbour exists.
 */
export default function TeamProfile({ loaderData }: Route.ComponentProps) {
  const locale = usePageLocale();
  const localized = useLocalizedPath();
  const { kind, member, previous, next, preview } = loaderData;
  const team = TEAMS[kind];
  return (
    <ContentLanguage lang={loaderData.lang}>
      {preview ? <PreviewBanner editorHref={preview.editorHref} /> : null}
      <PageBanner title={member.title} lead={member.sub_title} />
      <div className="container page-section">
        <div className={member.image ? "profile" : "profile profile--no-image"}>
          {member.image ? (
            <Artwork
              file={member.image}
              kind="portrait"
              alt={m.company_portrait({ name: member.title })}
              className="profile-image"
              eager
            />
          ) : null}
          <div className="profile-text">
            <RichText html={member.description} />
          </div>
        </div>
        <nav
          className="profile-neighbours"
          aria-label={m.company_other_members({
            team: locale === BASE_LOCALE ? team.title().toLowerCase() : team.title(),
          })}
        >
          {previous ? (
            <Link
              to={localized(teamProfileHref(kind, previous.slug))}
              rel="prev"
              className="profile-neighbour profile-neighbour--previous"
            >
              <span className="profile-neighbour-label">{m.company_previous()}</span> {previous.title}
            </Link>
          ) : null}
          {next ? (
            <Link
              to={localized(teamProfileHref(kind, next.slug))}
              rel="next"
              className="profile-neighbour profile-neighbour--next"
            >
              <span className="profile-neighbour-label">{m.company_next()}</span> {next.title}
            </Link>
          ) : null}
        </nav>
      </div>
    </ContentLanguage>
  );
}
