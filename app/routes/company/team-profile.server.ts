import { data } from "react-router";
import { TeamMemberFile } from "#server/company/content-files.ts";
import { boardKind, corporateTeamKind } from "#server/company/team-kind.ts";
import { PREVIEW_HEADERS, previewRecord } from "#server/content-editing/preview.ts";
import { servicesContext } from "#server/router-context.ts";
import { contentItemPath } from "#shared/content-editing/console-paths.ts";
import { unprefixedPath } from "#shared/i18n/locales.ts";
import { inPageLanguage } from "../../i18n/content-language.server.ts";
import type { Route } from "./+types/team-profile.ts";
import { teamKindOf } from "./teams.ts";

export async function loader({ url, request, params, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const kind = teamKindOf(unprefixedPath(url.pathname));
  const profile = await services.company.profile(kind, params.slug);
  if (!profile) throw data(null, { status: 404 });
  // `?preview=<slug>`: a signed-in editor sees the member's draft between its live neighbours.
  if (url.searchParams.get("preview") === params.slug) {
    const contentKind = kind === "board-of-directors" ? boardKind : corporateTeamKind;
    const record = await previewRecord(services, request, contentKind.name, params.slug);
    if (record) {
      const member = TeamMemberFile.parse(record);
      const preview = { editorHref: contentItemPath(contentKind.name, params.slug) };
      return data({ kind, ...profile, member, preview, lang: undefined }, { headers: PREVIEW_HEADERS });
    }
  }
  const { value: member, lang } = await inPageLanguage(services, request, kind, params.slug, profile.member);
  return data({ kind, ...profile, member, preview: null, lang });
}

/** A preview's headers keep it out of every cache; the page otherwise keeps the page cache's. */
export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;
