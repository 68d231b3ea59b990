import { data } from "react-router";
import { servicesContext } from "../../../server/router-context.ts";
import { SITE_KEY, siteKind } from "../../../server/site/site-kinds.ts";
import { clientAddress, requireStaff, requireStaffForm } from "../../../server/staff/access.ts";
import { SITE_PATH } from "../../../shared/content-editing/console-paths.ts";
import {
  parseSiteForm,
  SITE_EDITOR_FIELDS,
  siteEditorValues,
} from "../../../shared/content-editing/site-form.ts";
import { SiteIdentity } from "../../../shared/site/site-schema.ts";
import { STAFF_PAGES } from "../../../shared/staff/console-routes.ts";
import { contentEditorAction, loadEditorEntry } from "../../staff/content-editor.server.ts";
import type { Route } from "./+types/site-editor.ts";

const PUBLISHED = "Published: every page's header, footer and contact details show it now.";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context, STAFF_PAGES[SITE_PATH]);
  const { contentEditing } = context.get(servicesContext);
  const editing = await loadEditorEntry(contentEditing, siteKind, SITE_KEY, request, PUBLISHED);
  if (!editing) throw data("The company identity has not been loaded yet.", { status: 404 });
  return { editing, values: siteEditorValues(SiteIdentity.parse(editing.working)), fixed: siteKind.fixed };
}

export async function action({ request, context }: Route.ActionArgs) {
  return contentEditorAction({
    contentEditing: context.get(servicesContext).contentEditing,
    kind: siteKind,
    key: SITE_KEY,
    posted: await requireStaffForm(request, context, SITE_PATH),
    address: clientAddress(context),
    fields: SITE_EDITOR_FIELDS,
    async validate(values) {
      const parsed = parseSiteForm(values);
      return parsed.ok ? { fields: parsed.site } : { errors: parsed.errors };
    },
    itemPath: () => SITE_PATH,
  });
}
