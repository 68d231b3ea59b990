import { data } from "react-router";
import { z } from "zod";
import { newsKind } from "#server/media/news-kind.ts";
import { servicesContext } from "#server/router-context.ts";
import { clientAddress, requireStaff, requireStaffForm } from "#server/staff/access.ts";
import { contentItemPath, NEWS_ITEM_PATH, NEWS_NEW_PATH } from "#shared/content-editing/console-paths.ts";
import { NEWS_EDITOR_FIELDS, NewsFormSchema } from "#shared/content-editing/news-form.ts";
import { STAFF_PAGES } from "#shared/staff/console-routes.ts";
import { contentEditorAction, fieldErrors, loadEditorEntry } from "../../staff/content-editor.server.ts";
import { uploadChoices } from "../../staff/upload-choices.server.ts";
import type { Route } from "./+types/news-editor.ts";

const PUBLISHED = "Published: it is live on the news page, the home page and the API.";
const NOT_FOUND = "No such news item.";
const KeyParam = z.string().regex(/^[1-9]\d{0,8}$/);

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { contentEditing, uploads } = context.get(servicesContext);
  if (params.key === undefined) {
    await requireStaff(request, context, STAFF_PAGES[NEWS_NEW_PATH]);
    return { editing: null, files: await uploadChoices(uploads) };
  }
  await requireStaff(request, context, STAFF_PAGES[NEWS_ITEM_PATH]);
  const key = KeyParam.safeParse(params.key);
  const editing = key.success
    ? await loadEditorEntry(contentEditing, newsKind, key.data, request, PUBLISHED)
    : undefined;
  if (!editing) throw data(NOT_FOUND, { status: 404 });
  return { editing, files: await uploadChoices(uploads) };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const { contentEditing } = context.get(servicesContext);
  const path = params.key === undefined ? NEWS_NEW_PATH : NEWS_ITEM_PATH;
  const posted = await requireStaffForm(request, context, path);
  const key = params.key === undefined ? null : (KeyParam.safeParse(params.key).data ?? null);
  if (params.key !== undefined && !key) throw data(NOT_FOUND, { status: 404 });
  return contentEditorAction({
    request,
    contentEditing,
    kind: newsKind,
    key,
    posted,
    address: clientAddress(context),
    fields: NEWS_EDITOR_FIELDS,
    async validate(values) {
      const parsed = NewsFormSchema.safeParse(values);
      return parsed.success ? { fields: parsed.data } : { errors: fieldErrors(parsed.error) };
    },
    itemPath: (record) => contentItemPath("news", String(record.id)),
  });
}
