import { data, redirect } from "react-router";
import { z } from "zod";
import type { Conflict } from "../../../server/content-editing/content-editing.ts";
import { londonLocalTime } from "../../../server/content-editing/london-time.ts";
import { newsKind } from "../../../server/media/news-kind.ts";
import { servicesContext } from "../../../server/router-context.ts";
import { clientAddress, requireStaff, requireStaffForm } from "../../../server/staff/access.ts";
import { changeSummary } from "../../../shared/content-editing/changes.ts";
import {
  contentItemPath,
  NEWS_ITEM_PATH,
  NEWS_NEW_PATH,
} from "../../../shared/content-editing/console-paths.ts";
import { type NewsField, NewsFormSchema } from "../../../shared/content-editing/news-form.ts";
import { STAFF_PAGES } from "../../../shared/staff/console-routes.ts";
import type { Route } from "./+types/news-editor.ts";

/** What the editor shows after a redirect: `?done=` names what just happened. */
const DONE_MESSAGES = {
  saved: "Draft saved. The public site is unchanged until you publish.",
  published: "Published: it is live on the news page, the home page and the API.",
  scheduled: "Scheduled: it goes live by itself at the time given.",
  unpublished: "Unpublished: it is no longer on the site.",
  restored: "Restored as a draft. Publish it to make it live.",
} as const;
type Done = keyof typeof DONE_MESSAGES;

export type NewsEditorActionData = {
  values: Record<NewsField | "publishAt", string>;
  version: number;
  errors: Partial<Record<NewsField | "publishAt", string>>;
  message: string;
};

const KeyParam = z.string().regex(/^[1-9]\d{0,8}$/);
const VersionField = z.coerce.number().int().min(0);

function formValues(form: FormData): NewsEditorActionData["values"] {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  return {
    name: text("name"),
    date: text("date"),
    description: text("description"),
    image: text("image"),
    imageAlt: text("imageAlt"),
    publishAt: text("publishAt"),
  };
}

function conflictMessage(conflict: Conflict): string {
  const who = conflict.by.join(" and ") || "someone else";
  return `Not saved: ${who} changed this item while you were editing (${changeSummary(conflict.fields)}). Your text is still in the form below; compare it with theirs in the history, then save again to replace their version.`;
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { contentEditing } = context.get(servicesContext);
  if (params.key === undefined) {
    await requireStaff(request, context, STAFF_PAGES[NEWS_NEW_PATH]);
    return { key: null, entry: null, history: [], done: null };
  }
  await requireStaff(request, context, STAFF_PAGES[NEWS_ITEM_PATH]);
  const key = KeyParam.safeParse(params.key);
  const entry = key.success ? await contentEditing.get(newsKind.name, key.data) : undefined;
  if (!key.success || !entry) throw data("No such news item.", { status: 404 });
  const done = new URL(request.url).searchParams.get("done");
  return {
    key: key.data,
    entry: {
      version: entry.version,
      status: entry.shown,
      publishAt: entry.publishAt,
      live: entry.published !== null,
      hasDraft: entry.draft !== null,
      working: newsKind.schema.parse(entry.working),
    },
    history: await contentEditing.history(newsKind.name, key.data),
    done: done && done in DONE_MESSAGES ? DONE_MESSAGES[done as Done] : null,
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const { contentEditing } = context.get(servicesContext);
  const path = params.key === undefined ? NEWS_NEW_PATH : NEWS_ITEM_PATH;
  const { user, form, intent } = await requireStaffForm(request, context, path);
  const editor = { id: user.id, email: user.email, address: clientAddress(context) };
  const key = params.key === undefined ? null : (KeyParam.safeParse(params.key).data ?? null);
  if (params.key !== undefined && !key) throw data("No such news item.", { status: 404 });
  const version = VersionField.safeParse(form.get("version")).data ?? 0;
  const values = formValues(form);
  const refuse = (
    status: number,
    message: string,
    errors: NewsEditorActionData["errors"] = {},
    at = version,
  ) => data<NewsEditorActionData>({ values, version: at, errors, message }, { status });
  const finish = (itemKey: string, done: Done) =>
    redirect(`${contentItemPath("news", itemKey)}?done=${done}`);

  if (intent === "unpublish" || intent === "restore") {
    if (!key) throw data("Save the item first.", { status: 400 });
    const result =
      intent === "unpublish"
        ? await contentEditing.unpublish(newsKind.name, key, version, editor)
        : await contentEditing.restore(
            newsKind.name,
            key,
            VersionField.safeParse(form.get("revision")).data ?? 0,
            version,
            editor,
          );
    if ("ok" in result) return finish(key, intent === "unpublish" ? "unpublished" : "restored");
    if (result.error === "conflict") return refuse(409, conflictMessage(result), {}, result.version);
    throw data("Nothing to do.", { status: 400 });
  }

  const parsed = NewsFormSchema.safeParse(values);
  if (!parsed.success) {
    const errors: NewsEditorActionData["errors"] = {};
    for (const issue of parsed.error.issues) errors[issue.path[0] as NewsField] ??= issue.message;
    return refuse(400, "Check the fields marked below.", errors);
  }
  const publishAt = values.publishAt ? londonLocalTime(values.publishAt) : undefined;
  if (intent === "publish" && values.publishAt && !publishAt) {
    return refuse(400, "Check the fields marked below.", { publishAt: "Give the time as a date and time." });
  }
  const saved = await contentEditing.save(newsKind.name, key, parsed.data, version, editor);
  if (!("ok" in saved)) {
    if (saved.error === "conflict") return refuse(409, conflictMessage(saved), {}, saved.version);
    throw data("No such news item.", { status: 404 });
  }
  if (intent === "preview") return redirect(newsKind.previewPath(saved.key));
  if (intent === "save") return finish(saved.key, "saved");
  const published = await contentEditing.publish(newsKind.name, saved.key, saved.version, editor, {
    at: publishAt,
  });
  if (!("ok" in published)) {
    if (published.error === "conflict") return refuse(409, conflictMessage(published), {}, published.version);
    return finish(saved.key, "saved");
  }
  return finish(saved.key, published.scheduledFor ? "scheduled" : "published");
}
