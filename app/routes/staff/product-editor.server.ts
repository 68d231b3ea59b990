import { data, redirect } from "react-router";
import { z } from "zod";
import type { ProductRecord } from "../../../server/catalogue/content-files.ts";
import { productIdBySlug, productKind } from "../../../server/catalogue/product-kind.ts";
import { londonLocalTime } from "../../../server/content-editing/london-time.ts";
import { servicesContext } from "../../../server/router-context.ts";
import type { Services } from "../../../server/services.ts";
import { clientAddress, requireStaff, requireStaffForm } from "../../../server/staff/access.ts";
import { CERTIFICATION_SLUGS } from "../../../shared/catalogue/facets.ts";
import { conflictMessage } from "../../../shared/content-editing/changes.ts";
import {
  contentItemPath,
  PRODUCT_ITEM_PATH,
  PRODUCT_NEW_PATH,
} from "../../../shared/content-editing/console-paths.ts";
import {
  PRODUCT_MESSAGES,
  type ProductField,
  ProductFormSchema,
  propertiesText,
} from "../../../shared/content-editing/product-form.ts";
import { STAFF_PAGES } from "../../../shared/staff/console-routes.ts";
import type { Route } from "./+types/product-editor.ts";

/** What the editor shows after a redirect: `?done=` names what just happened. */
const DONE_MESSAGES = {
  saved: "Draft saved. The public site is unchanged until you publish.",
  published: "Published: the product page, the finder, search, the API and the datasheet show it now.",
  scheduled: "Scheduled: it goes live by itself at the time given.",
  unpublished: "Unpublished: the product is no longer on the site.",
  restored: "Restored as a draft. Publish it to make it live.",
} as const;
type Done = keyof typeof DONE_MESSAGES;

/** The form's fields as the editor shows them, from a record or as posted. */
export type ProductFormValues = {
  name: string;
  slug: string;
  categoryId: string;
  chemicalType: string;
  activityPercent: string;
  applicationArea: string;
  description: string;
  properties: string;
  industries: string[];
  functions: string[];
  chemistry: string[];
  form: string;
  certifications: string[];
  references: Record<string, string>;
  active: boolean;
  publishAt: string;
};

export type ProductEditorActionData = {
  values: ProductFormValues;
  version: number;
  errors: Partial<Record<ProductField | "publishAt", string>>;
  message: string;
};

const SlugParam = z
  .string()
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/)
  .max(100);
const VersionField = z.coerce.number().int().min(0);

const EMPTY: ProductFormValues = {
  name: "",
  slug: "",
  categoryId: "",
  chemicalType: "",
  activityPercent: "",
  applicationArea: "",
  description: "",
  properties: "",
  industries: [],
  functions: [],
  chemistry: [],
  form: "",
  certifications: [],
  references: {},
  active: true,
  publishAt: "",
};

function recordValues(record: ProductRecord): ProductFormValues {
  return {
    name: record.name,
    slug: record.slug,
    categoryId: String(record.categoryId),
    chemicalType: record.chemicalType,
    activityPercent: record.activityPercent === null ? "" : String(record.activityPercent),
    applicationArea: record.applicationArea,
    description: record.description,
    properties: propertiesText(record.properties),
    industries: record.industries,
    functions: record.functions,
    chemistry: record.chemistry,
    form: record.form,
    certifications: record.certifications.map((cert) => cert.status),
    references: Object.fromEntries(
      record.certifications.flatMap((cert) => (cert.reference ? [[cert.status, cert.reference]] : [])),
    ),
    active: record.active,
    publishAt: "",
  };
}

function formValues(form: FormData): ProductFormValues {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  const list = (name: string) => form.getAll(name).filter((value) => typeof value === "string");
  return {
    name: text("name"),
    slug: text("slug"),
    categoryId: text("categoryId"),
    chemicalType: text("chemicalType"),
    activityPercent: text("activityPercent"),
    applicationArea: text("applicationArea"),
    description: text("description"),
    properties: text("properties"),
    industries: list("industries"),
    functions: list("functions"),
    chemistry: list("chemistry"),
    form: text("form"),
    certifications: list("certifications"),
    references: Object.fromEntries(CERTIFICATION_SLUGS.map((slug) => [slug, text(`reference-${slug}`)])),
    active: form.get("active") === "on",
    publishAt: text("publishAt"),
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
  if (params.slug === undefined) {
    await requireStaff(request, context, STAFF_PAGES[PRODUCT_NEW_PATH]);
    return { key: null, entry: null, values: EMPTY, history: [], categories, done: null };
  }
  await requireStaff(request, context, STAFF_PAGES[PRODUCT_ITEM_PATH]);
  const key = await keyOfSlug(services, params.slug);
  const entry = key ? await services.contentEditing.get(productKind.name, key) : undefined;
  if (!key || !entry) throw data("No such product.", { status: 404 });
  const working = productKind.schema.parse(entry.working) as ProductRecord;
  const done = new URL(request.url).searchParams.get("done");
  return {
    key,
    entry: {
      version: entry.version,
      status: entry.shown,
      publishAt: entry.publishAt,
      live: entry.published !== null,
      hasDraft: entry.draft !== null,
      name: working.name,
      publicPath: productKind.publicPath(entry.published ?? entry.working),
    },
    values: recordValues(working),
    history: await services.contentEditing.history(productKind.name, key),
    categories,
    done: done && done in DONE_MESSAGES ? DONE_MESSAGES[done as Done] : null,
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const { contentEditing } = services;
  const path = params.slug === undefined ? PRODUCT_NEW_PATH : PRODUCT_ITEM_PATH;
  const { user, form, intent } = await requireStaffForm(request, context, path);
  const editor = { id: user.id, email: user.email, address: clientAddress(context) };
  const key = params.slug === undefined ? null : ((await keyOfSlug(services, params.slug)) ?? null);
  if (params.slug !== undefined && !key) throw data("No such product.", { status: 404 });
  const version = VersionField.safeParse(form.get("version")).data ?? 0;
  const values = formValues(form);
  const refuse = (
    status: number,
    message: string,
    errors: ProductEditorActionData["errors"] = {},
    at = version,
  ) => data<ProductEditorActionData>({ values, version: at, errors, message }, { status });
  const finish = (slug: string, done: Done) => redirect(`${contentItemPath("products", slug)}?done=${done}`);
  const currentSlug = async (itemKey: string) =>
    String((await contentEditing.get(productKind.name, itemKey))?.working.slug ?? params.slug);

  if (intent === "unpublish" || intent === "restore") {
    if (!key) throw data("Save the product first.", { status: 400 });
    const result =
      intent === "unpublish"
        ? await contentEditing.unpublish(productKind.name, key, version, editor)
        : await contentEditing.restore(
            productKind.name,
            key,
            VersionField.safeParse(form.get("revision")).data ?? 0,
            version,
            editor,
          );
    if ("ok" in result)
      return finish(await currentSlug(key), intent === "unpublish" ? "unpublished" : "restored");
    if (result.error === "conflict") return refuse(409, conflictMessage(result), {}, result.version);
    throw data("Nothing to do.", { status: 400 });
  }

  const parsed = ProductFormSchema.safeParse({
    ...values,
    certificationReferences: values.references,
  });
  if (!parsed.success) {
    const errors: ProductEditorActionData["errors"] = {};
    for (const issue of parsed.error.issues) errors[issue.path[0] as ProductField] ??= issue.message;
    return refuse(400, "Check the fields marked below.", errors);
  }
  // Two products cannot share an address, live or in a draft.
  const slugOwner =
    (await productIdBySlug(services.database.db, parsed.data.slug)) ??
    (await contentEditing.findKey(productKind.name, (record) => record.slug === parsed.data.slug));
  if (slugOwner !== undefined && String(slugOwner) !== key) {
    return refuse(400, "Check the fields marked below.", { slug: PRODUCT_MESSAGES.slugTaken });
  }
  if (!(await categoryOptions(services)).some((category) => category.id === parsed.data.categoryId)) {
    return refuse(400, "Check the fields marked below.", { categoryId: PRODUCT_MESSAGES.categoryId });
  }
  const publishAt = values.publishAt ? londonLocalTime(values.publishAt) : undefined;
  if (intent === "publish" && values.publishAt && !publishAt) {
    return refuse(400, "Check the fields marked below.", { publishAt: "Give the time as a date and time." });
  }
  const saved = await contentEditing.save(productKind.name, key, parsed.data, version, editor);
  if (!("ok" in saved)) {
    if (saved.error === "conflict") return refuse(409, conflictMessage(saved), {}, saved.version);
    throw data("No such product.", { status: 404 });
  }
  const record = { ...parsed.data, id: Number(saved.key) };
  if (intent === "preview") return redirect(productKind.previewPath(record));
  if (intent === "save") return finish(record.slug, "saved");
  const published = await contentEditing.publish(productKind.name, saved.key, saved.version, editor, {
    at: publishAt,
  });
  if (!("ok" in published)) {
    if (published.error === "conflict") return refuse(409, conflictMessage(published), {}, published.version);
    return finish(record.slug, "saved");
  }
  return finish(record.slug, published.scheduledFor ? "scheduled" : "published");
}
