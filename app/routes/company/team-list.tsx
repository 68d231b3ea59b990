import { Link } from "react-router";
import { unprefixedPath } from "#shared/i18n/locales.ts";
import { m } from "#shared/i18n/paraglide/messages.js";
import { teamHref, teamProfileHref } from "#shared/site/page-hrefs.ts";
import { Artwork } from "../../components/content/artwork.tsx";
import type { BreadcrumbHandle } from "../../components/ui/breadcrumb.tsx";
import { FailedLoadNotice } from "../../components/ui/failed-load-notice.tsx";
import { PageBanner } from "../../components/ui/page-banner.tsx";
import { useLocalizedPath } from "../../i18n/page-locale.ts";
import { loadOrEmpty } from "../../navigation/failed-load.ts";
import { pageMeta } from "../../seo/page-meta.ts";
import "../../styles/company.css";
import type { Route } from "./+types/team-list.ts";
import { TEAMS, teamKindOf } from "./teams.ts";

export { loader } from "./team-list.server.ts";

/** Spec 8: a failed team call leaves an empty list. */
export const clientLoader = ({ request, serverLoader }: Route.ClientLoaderArgs) =>
  loadOrEmpty(serverLoader, () => ({
    kind: teamKindOf(unprefixedPath(new URL(request.url).pathname)),
    members: [],
  }));

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData
    ? pageMeta({
        title: TEAMS[loaderData.kind].title(),
        description: TEAMS[loaderData.kind].description(),
        path: teamHref(loaderData.kind),
        matches,
      })
    : [];

export const handle: BreadcrumbHandle<Route.ComponentProps["loaderData"]> = {
  breadcrumb: ({ kind }) => [{ label: m.nav_company(), to: "/who-we-are" }, { label: TEAMS[kind].title() }],
};

/** Board of directors and corporate team lists: cards link to the profiles (spec 2.7). */
export default function TeamList({ loaderData }: Route.ComponentProps) {
  const localized = useLocalizedPath();
  const { kind, members } = loaderData;
  const team = TEAMS[kind];
  return (
    <>
      <PageBanner title={team.title()} lead={team.description()}>
        <FailedLoadNotice data={loaderData} />
      </PageBanner>
      <div className="container page-section">
        <ul className="card-grid person-grid">
          {members.map((member) => (
            <li key={member.slug} className="person-card" lang={member.lang}>
              {member.image ? (
                <Artwork file={member.image} kind="portrait" alt="" className="person-card-image" />
              ) : (
                <span className="person-card-image person-card-image--none" aria-hidden="true" />
              )}
              <h2 className="person-card-name">
                <Link to={localized(teamProfileHref(kind, member.slug))} className="card-link">
                  {member.title}
                </Link>
              </h2>
              <p className="person-card-role">{member.sub_title}</p>
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}
