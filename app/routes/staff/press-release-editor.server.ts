import { data } from "react-router";
import { z } from "zod";
import { PressReleaseRecord } from "#server/media/content-files.ts";
import { pressReleaseKind } from "#server/media/press-release-kind.ts";
import { servicesContext } from "#server/router-context.ts";
import { clientAddress, requireStaff, requireStaffForm } from "#server/staff/access.ts";
import {
  contentItemPath,
  PRESS_RELEASE_ITEM_PATH,
  PRESS_RELEASE_NEW_PATH,
} from "#shared/content-editing/console-paths.ts";
import { recordEditorValues } from "#shared/content-editing/editor-fields.ts";
import {
  PRESS_RELEASE_EDITOR_FIELDS,
  PRESS_RELEASE_MESSAGES,
  PressReleaseFormSchema,
  pressReleaseSlug,
} from "#shared/content-editing/press-release-form.ts";
import { STAFF_PAGES } from "#shared/staff/console-routes.ts";
import { contentEditorAction, fieldErrors, loadEditorEntry } from "../../staff/content-editor.server.ts";
import { uploadChoices } from "../../staff/upload-choices.server.ts";
import type { Route } from "./+types/press-release-editor.ts";

const PUBLISHED = "Published: the press-release list, search and the API link it now.";
const NOT_FOUND = "No such press release.";
const KeyParam = z.string().regex(/^[1-9]\d{0,8}$/);

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { contentEditing, uploads } = context.get(servicesContext);
  if (params.key === undefined) {
    await requireStaff(request, context, STAFF_PAGES[PRESS_RELEASE_NEW_PATH]);
    return { editing: null, values: {}, files: await uploadChoices(uploads) };
  }
  await requireStaff(request, context, STAFF_PAGES[PRESS_RELEASE_ITEM_PATH]);
  const key = KeyParam.safeParse(params.key);
  const editing = key.success
    ? await loadEditorEntry(contentEditing, pressReleaseKind, key.data, request, PUBLISHED)
    : undefined;
  if (!editing) throw data(NOT_FOUND, { status: 404 });
  return {
    editing,
    values: recordEditorValues(PRESS_RELEASE_EDITOR_FIELDS, editing.working),
    files: await uploadChoices(uploads),
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const { contentEditing, uploads } = context.get(servicesContext);
  const path = params.key === undefined ? PRESS_RELEASE_NEW_PATH : PRESS_RELEASE_ITEM_PATH;
  const posted = await requireStaffForm(request, context, path);
  const key = params.key === undefined ? null : (KeyParam.safeParse(params.key).data ?? null);
  if (params.key !== undefined && !key) throw data(NOT_FOUND, { status: 404 });
  const existing = key ? await contentEditing.get(pressReleaseKind.name, key) : undefined;
  if (key && !existing) throw data(NOT_FOUND, { status: 404 });
  return contentEditorAction({
    request,
    contentEditing,
    kind: pressReleaseKind,
    key,
    posted,
    address: clientAddress(context),
    fields: PRESS_RELEASE_EDITOR_FIELDS,
    async validate(values) {
      const parsed = PressReleaseFormSchema.safeParse(values);
      if (!parsed.success) return { errors: fieldErrors(parsed.error) };
      const hash = parsed.data.pdf.slice("uploads/".length, -".pdf".length);
      if ((await uploads.findUpload(hash))?.kind !== "pdf")
        return { errors: { pdf: PRESS_RELEASE_MESSAGES.pdf } };
      // The slug stays what it was (it names the generated PDF of a sample release); the uploaded
      // PDF replaces the text the build printed, so the text is not kept (decision 070).
      const slug = existing ? PressReleaseRecord.parse(existing.working).slug : pressReleaseSlug(parsed.data);
      return { fields: { slug, date: parsed.data.date, name: parsed.data.name, pdf: parsed.data.pdf } };
    },
    itemPath: (record) => contentItemPath(pressReleaseKind.name, String(record.id)),
  });
}
