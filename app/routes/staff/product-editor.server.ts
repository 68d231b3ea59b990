import { data } from "react-router";
import { z } from "zod";
import type { ProductRecord } from "#server/catalogue/content-files.ts";
import { productIdBySlug, productKind } from "#server/catalogue/product-kind.ts";
import { servicesContext } from "#server/router-context.ts";
import type { Services } from "#server/services.ts";
import { clientAddress, requireStaff, requireStaffForm } from "#server/staff/access.ts";
import {
  contentItemPath,
  PRODUCT_ITEM_PATH,
  PRODUCT_NEW_PATH,
} from "#shared/content-editing/console-paths.ts";
import { type EditorValues, recordEditorValues } from "#shared/content-editing/editor-fields.ts";
import {
  certificationReferenceField,
  PRODUCT_MESSAGES,
  ProductFormSchema,
  productEditorFields,
  productFormInput,
  propertiesText,
} from "#shared/content-editing/product-form.ts";
import { STAFF_PAGES } from "#shared/staff/console-routes.ts";
import { contentEditorAction, fieldErrors, loadEditorEntry } from "../../staff/content-editor.server.ts";
import type { Route } from "./+types/product-editor.ts";

const PUBLISHED = "Published: the product page, the finder, search, the API and the datasheet show it now.";
const NOT_FOUND = "No such product.";
const SlugParam = z
  .string()
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/)
  .max(100);

/** A stored product as its editor shows it: properties as lines, each certification's reference beside it. */
function recordValues(fields: ReturnType<typeof productEditorFields>, record: ProductRecord): EditorValues {
  return {
    ...recordEditorValues(fields, record),
    properties: propertiesText(record.properties),
    certifications: record.certifications.map((cert) => cert.status),
    ...Object.fromEntries(
      record.certifications.map((cert) => [certificationReferenceField(cert.status), cert.reference ?? ""]),
    ),
  };
}

/** The product edited at `/staff/products/<slug>`: its draft's address, or the one it has live. */
async function keyOfSlug(services: Services, slug: string | undefined): Promise<string | undefined> {
  const parsed = SlugParam.safeParse(slug);
  if (!parsed.success) return undefined;
  return services.contentEditing.findKey(productKind.name, (record) => record.slug === parsed.data);
}

async function categoryOptions(services: Services) {
  const categories = await services.catalogue.listCategories();
  return categories.map((category) => ({ id: category.id, name: category.name }));
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const categories = await categoryOptions(services);
  const fields = productEditorFields(categories);
  if (params.slug === undefined) {
    await requireStaff(request, context, STAFF_PAGES[PRODUCT_NEW_PATH]);
    return { editing: null, values: { active: true } as EditorValues, categories };
  }
  await requireStaff(request, context, STAFF_PAGES[PRODUCT_ITEM_PATH]);
  const key = await keyOfSlug(services, params.slug);
  const editing = key
    ? await loadEditorEntry(services.contentEditing, productKind, key, request, PUBLISHED)
    : undefined;
  if (!editing) throw data(NOT_FOUND, { status: 404 });
  return { editing, values: recordValues(fields, editing.working as ProductRecord), categories };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const path = params.slug === undefined ? PRODUCT_NEW_PATH : PRODUCT_ITEM_PATH;
  const posted = await requireStaffForm(request, context, path);
  const key = params.slug === undefined ? null : ((await keyOfSlug(services, params.slug)) ?? null);
  if (params.slug !== undefined && !key) throw data(NOT_FOUND, { status: 404 });
  const categories = await categoryOptions(services);
  return contentEditorAction({
    request,
    contentEditing: services.contentEditing,
    kind: productKind,
    key,
    posted,
    address: clientAddress(context),
    fields: productEditorFields(categories),
    async validate(values) {
      const parsed = ProductFormSchema.safeParse(productFormInput(values));
      if (!parsed.success) return { errors: fieldErrors(parsed.error) };
      // Two products cannot share an address, live or in a draft.
      const slugOwner =
        (await productIdBySlug(services.database.db, parsed.data.slug)) ??
        (await services.contentEditing.findKey(
          productKind.name,
          (record) => record.slug === parsed.data.slug,
        ));
      if (slugOwner !== undefined && String(slugOwner) !== key) {
        return { errors: { slug: PRODUCT_MESSAGES.slugTaken } };
      }
      if (!categories.some((category) => category.id === parsed.data.categoryId)) {
        return { errors: { categoryId: PRODUCT_MESSAGES.categoryId } };
      }
      return { fields: parsed.data };
    },
    itemPath: (record) => contentItemPath("products", String(record.slug)),
  });
}
