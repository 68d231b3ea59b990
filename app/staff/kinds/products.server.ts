import type { ProductRecord } from "#server/catalogue/content-files.ts";
import { productIdBySlug, productKind } from "#server/catalogue/product-kind.ts";
import type { Services } from "#server/services.ts";
import { isItemKey } from "#shared/content-editing/console-kind.ts";
import { contentItemPath } from "#shared/content-editing/console-paths.ts";
import { type EditorField, recordEditorValues } from "#shared/content-editing/editor-fields.ts";
import {
  certificationReferenceField,
  PRODUCT_MESSAGES,
  ProductFormSchema,
  productEditorFields,
  productFormInput,
  propertiesText,
} from "#shared/content-editing/product-form.ts";
import { fieldErrors } from "../content-editor.server.ts";
import type { ConsoleKindHooks } from "./kind-hooks.server.ts";

async function categoryOptions(services: Services) {
  const categories = await services.catalogue.listCategories();
  return categories.map((category) => ({ id: category.id, name: category.name }));
}

/** Products are edited at their address's slug (issue 15), in one of the live categories. */
export const PRODUCT_HOOKS: ConsoleKindHooks = {
  // The product edited at `/staff/products/<slug>`: its draft's address, or the one it has live.
  async itemKey(slug, services) {
    if (!isItemKey(slug)) return undefined;
    return services.contentEditing.findKey(productKind.name, (record) => record.slug === slug);
  },
  itemPath: (record) => contentItemPath(productKind.name, String(record.slug)),
  fields: async (services) => productEditorFields(await categoryOptions(services)),
  groups(_record, fields) {
    const at = fields.findIndex((field) => field.name === "certifications");
    const rest = fields.slice(at + 1);
    return [
      { legend: null, fields: fields.slice(0, at) as EditorField[] },
      { legend: null, fields: [fields[at] as EditorField], widget: "certifications" },
      { legend: null, fields: rest as EditorField[] },
    ];
  },
  // Properties as lines, each certification's reference beside it.
  values(stored, fields) {
    const record = stored as unknown as ProductRecord;
    return {
      ...recordEditorValues(fields, record),
      properties: propertiesText(record.properties),
      certifications: record.certifications.map((cert) => cert.status),
      ...Object.fromEntries(
        record.certifications.map((cert) => [certificationReferenceField(cert.status), cert.reference ?? ""]),
      ),
    };
  },
  newValues: { active: true },
  async validate(values, { services, key }) {
    const parsed = ProductFormSchema.safeParse(productFormInput(values));
    if (!parsed.success) return { errors: fieldErrors(parsed.error) };
    // Two products cannot share an address, live or in a draft.
    const slugOwner =
      (await productIdBySlug(services.database.db, parsed.data.slug)) ??
      (await services.contentEditing.findKey(productKind.name, (record) => record.slug === parsed.data.slug));
    if (slugOwner !== undefined && String(slugOwner) !== key) {
      return { errors: { slug: PRODUCT_MESSAGES.slugTaken } };
    }
    const categories = await categoryOptions(services);
    if (!categories.some((category) => category.id === parsed.data.categoryId)) {
      return { errors: { categoryId: PRODUCT_MESSAGES.categoryId } };
    }
    return { fields: parsed.data };
  },
  async listFilter(services) {
    const categories = await services.catalogue.listCategories();
    const options = categories
      .map((category) => ({ value: String(category.id), label: category.name }))
      .sort((a, b) => a.label.localeCompare(b.label, "en"));
    return {
      filter: { name: "category", label: "Category", options },
      valueOf: (record) => String(record.categoryId),
    };
  },
};
