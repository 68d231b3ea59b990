import { data } from "react-router";
import { boardKind, corporateTeamKind } from "#server/company/team-kind.ts";
import { servicesContext } from "#server/router-context.ts";
import { clientAddress, requireStaff, requireStaffForm } from "#server/staff/access.ts";
import type { TeamKind } from "#shared/company/company-pages.ts";
import { contentItemPath } from "#shared/content-editing/console-paths.ts";
import {
  NEW_TEAM_MEMBER_FIELDS,
  NewTeamMemberFormSchema,
  TEAM_ADDRESS,
  TEAM_EDITOR_FIELDS,
  TeamFormSchema,
} from "#shared/content-editing/team-form.ts";
import { STAFF_PAGES } from "#shared/staff/console-routes.ts";
import { contentEditorAction, fieldErrors, loadEditorEntry } from "../../staff/content-editor.server.ts";
import { uploadChoices } from "../../staff/upload-choices.server.ts";
import { teamKindOf } from "../company/teams.ts";
import type { Route } from "./+types/team-editor.ts";

const PUBLISHED = "Published: the profile, the team page and the API show it now.";
const NOT_FOUND = "No such team member.";
const KINDS = { "board-of-directors": boardKind, "corporate-team": corporateTeamKind } as const;

/** `/staff/<team>/…`: which team, and the console addresses its access is checked against. */
function teamOf(pathname: string) {
  const team: TeamKind = teamKindOf(pathname.replace(/^\/staff/, ""));
  return {
    team,
    kind: KINDS[team],
    newPath: `/staff/${team}/new` as const,
    itemPath: `/staff/${team}/:key` as const,
  };
}

export async function loader({ request, context, params, url }: Route.LoaderArgs) {
  const { team, kind, newPath, itemPath } = teamOf(url.pathname);
  const { contentEditing, uploads } = context.get(servicesContext);
  if (params.key === undefined) {
    await requireStaff(request, context, STAFF_PAGES[newPath]);
    return { team, editing: null, files: await uploadChoices(uploads) };
  }
  await requireStaff(request, context, STAFF_PAGES[itemPath]);
  const editing = await loadEditorEntry(contentEditing, kind, params.key, request, PUBLISHED);
  if (!editing) throw data(NOT_FOUND, { status: 404 });
  return { team, editing, files: await uploadChoices(uploads) };
}

export async function action({ request, context, params, url }: Route.ActionArgs) {
  const { team, kind, newPath, itemPath } = teamOf(url.pathname);
  const creating = params.key === undefined;
  const posted = await requireStaffForm(request, context, creating ? newPath : itemPath);
  const { contentEditing } = context.get(servicesContext);
  return contentEditorAction({
    request,
    contentEditing,
    kind,
    key: params.key ?? null,
    posted,
    address: clientAddress(context),
    fields: creating ? NEW_TEAM_MEMBER_FIELDS : TEAM_EDITOR_FIELDS,
    async validate(values) {
      if (!creating) {
        const parsed = TeamFormSchema.safeParse(values);
        return parsed.success ? { fields: parsed.data } : { errors: fieldErrors(parsed.error) };
      }
      const parsed = NewTeamMemberFormSchema.safeParse(values);
      if (!parsed.success) return { errors: fieldErrors(parsed.error) };
      // A member's address is its key: one already in use (live, draft or taken down) is refused.
      if (await contentEditing.get(kind.name, parsed.data.slug)) {
        return { errors: { slug: `${TEAM_ADDRESS.message} This one is taken.` } };
      }
      return { fields: parsed.data };
    },
    itemPath: (record) => contentItemPath(team, String(record.slug)),
  });
}
