import { data } from "react-router";
import { z } from "zod";
import { categoryInUse, categoryKind } from "#server/catalogue/category-kind.ts";
import { servicesContext } from "#server/router-context.ts";
import type { Services } from "#server/services.ts";
import { clientAddress, requireStaff, requireStaffForm } from "#server/staff/access.ts";
import {
  CATEGORY_MESSAGES,
  CategoryFormSchema,
  categoryEditorFields,
} from "#shared/content-editing/category-form.ts";
import {
  CATEGORY_ITEM_PATH,
  CATEGORY_NEW_PATH,
  contentItemPath,
} from "#shared/content-editing/console-paths.ts";
import { editorValues, recordEditorValues } from "#shared/content-editing/editor-fields.ts";
import { STAFF_PAGES } from "#shared/staff/console-routes.ts";
import {
  contentEditorAction,
  type EditorActionData,
  fieldErrors,
  loadEditorEntry,
} from "../../staff/content-editor.server.ts";
import { uploadChoices } from "../../staff/upload-choices.server.ts";
import type { Route } from "./+types/category-editor.ts";

const PUBLISHED = "Published: the finder, the Products menu, the home page, search and the API show it now.";
const NOT_FOUND = "No such category.";
const KeyParam = z.string().regex(/^[1-9]\d{0,8}$/);

/** The live top-level categories, which a category may sit under; never the category itself. */
async function groupsFor(services: Services, key: string | null) {
  const categories = await services.catalogue.listCategories();
  return categories
    .filter((category) => category.parentId === null && String(category.id) !== key)
    .map((category) => ({ id: category.id, name: category.name }));
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const files = await uploadChoices(services.uploads);
  if (params.key === undefined) {
    await requireStaff(request, context, STAFF_PAGES[CATEGORY_NEW_PATH]);
    return { editing: null, values: {}, groups: await groupsFor(services, null), files };
  }
  await requireStaff(request, context, STAFF_PAGES[CATEGORY_ITEM_PATH]);
  const key = KeyParam.safeParse(params.key);
  const editing = key.success
    ? await loadEditorEntry(services.contentEditing, categoryKind, key.data, request, PUBLISHED)
    : undefined;
  if (!key.success || !editing) throw data(NOT_FOUND, { status: 404 });
  const groups = await groupsFor(services, key.data);
  return {
    editing,
    values: recordEditorValues(categoryEditorFields(groups), editing.working),
    groups,
    files,
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const path = params.key === undefined ? CATEGORY_NEW_PATH : CATEGORY_ITEM_PATH;
  const posted = await requireStaffForm(request, context, path);
  const key = params.key === undefined ? null : (KeyParam.safeParse(params.key).data ?? null);
  if (params.key !== undefined && !key) throw data(NOT_FOUND, { status: 404 });
  const groups = await groupsFor(services, key);
  const fields = categoryEditorFields(groups);
  // Its products and categories would be left without one: the editor moves them first.
  if (key && posted.intent === "unpublish" && (await categoryInUse(services.database.db, Number(key)))) {
    const version = Number(posted.form.get("version")) || 0;
    const values = editorValues(fields, posted.form);
    return data<EditorActionData>(
      { values, version, errors: {}, message: CATEGORY_MESSAGES.inUse },
      { status: 409 },
    );
  }
  return contentEditorAction({
    request,
    contentEditing: services.contentEditing,
    kind: categoryKind,
    key,
    posted,
    address: clientAddress(context),
    fields,
    async validate(values) {
      const parsed = CategoryFormSchema.safeParse(values);
      if (!parsed.success) return { errors: fieldErrors(parsed.error) };
      const { parentId } = parsed.data;
      if (parentId !== null && !groups.some((group) => group.id === parentId)) {
        return { errors: { parentId: CATEGORY_MESSAGES.parentId } };
      }
      return { fields: parsed.data };
    },
    itemPath: (record) => contentItemPath(categoryKind.name, String(record.id)),
  });
}
