import { categoryInUse } from "#server/catalogue/category-kind.ts";
import type { Services } from "#server/services.ts";
import {
  CATEGORY_MESSAGES,
  CategoryFormSchema,
  categoryEditorFields,
} from "#shared/content-editing/category-form.ts";
import { fieldErrors } from "../content-editor.server.ts";
import type { ConsoleKindHooks } from "./kind-hooks.server.ts";

/** The live top-level categories, which a category may sit under; never the category itself. */
async function groupsFor(services: Services, key: string | null) {
  const categories = await services.catalogue.listCategories();
  return categories
    .filter((category) => category.parentId === null && String(category.id) !== key)
    .map((category) => ({ id: category.id, name: category.name }));
}

export const CATEGORY_HOOKS: ConsoleKindHooks = {
  fields: async (services, key) => categoryEditorFields(await groupsFor(services, key)),
  async validate(values, { services, key }) {
    const parsed = CategoryFormSchema.safeParse(values);
    if (!parsed.success) return { errors: fieldErrors(parsed.error) };
    const { parentId } = parsed.data;
    if (parentId !== null && !(await groupsFor(services, key)).some((group) => group.id === parentId)) {
      return { errors: { parentId: CATEGORY_MESSAGES.parentId } };
    }
    return { fields: parsed.data };
  },
  // Its products and categories would be left without one: the editor moves them first.
  refuseUnpublish: async (key, services) =>
    (await categoryInUse(services.database.db, Number(key))) ? CATEGORY_MESSAGES.inUse : undefined,
};
