import { data } from "react-router";
import { CmsPageFile } from "#server/company/content-files.ts";
import { pagesKind } from "#server/company/page-kind.ts";
import { servicesContext } from "#server/router-context.ts";
import { clientAddress, requireStaff, requireStaffForm } from "#server/staff/access.ts";
import { CMS_PAGE_SLUGS } from "#shared/company/company-pages.ts";
import { contentItemPath, PAGE_ITEM_PATH } from "#shared/content-editing/console-paths.ts";
import { PAGE_EDITOR_FIELDS, PageFormSchema, pageEditorValues } from "#shared/content-editing/page-form.ts";
import { STAFF_PAGES } from "#shared/staff/console-routes.ts";
import { contentEditorAction, fieldErrors, loadEditorEntry } from "../../staff/content-editor.server.ts";
import { uploadChoices } from "../../staff/upload-choices.server.ts";
import type { Route } from "./+types/page-editor.ts";

const PUBLISHED = "Published: the page shows it now, and so does the API.";
const NOT_FOUND = "No such company page.";
const isPage = (key: string) => (CMS_PAGE_SLUGS as readonly string[]).includes(key);

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireStaff(request, context, STAFF_PAGES[PAGE_ITEM_PATH]);
  const { contentEditing, uploads } = context.get(servicesContext);
  const editing = isPage(params.key)
    ? await loadEditorEntry(contentEditing, pagesKind, params.key, request, PUBLISHED)
    : undefined;
  if (!editing) throw data(NOT_FOUND, { status: 404 });
  return {
    editing,
    values: pageEditorValues(CmsPageFile.parse(editing.working)),
    fixed: pagesKind.fixed,
    files: await uploadChoices(uploads),
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const posted = await requireStaffForm(request, context, PAGE_ITEM_PATH);
  if (!isPage(params.key)) throw data(NOT_FOUND, { status: 404 });
  return contentEditorAction({
    request,
    contentEditing: context.get(servicesContext).contentEditing,
    kind: pagesKind,
    key: params.key,
    posted,
    address: clientAddress(context),
    fields: PAGE_EDITOR_FIELDS,
    async validate(values) {
      const parsed = PageFormSchema.safeParse(values);
      return parsed.success ? { fields: parsed.data } : { errors: fieldErrors(parsed.error) };
    },
    itemPath: (record) => contentItemPath(pagesKind.name, String(record.slug)),
  });
}
