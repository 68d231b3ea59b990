import { data } from "react-router";
import { servicesContext } from "#server/router-context.ts";
import { clientAddress, requireStaff, requireStaffForm } from "#server/staff/access.ts";
import { REDIRECTS_PATH } from "#shared/content-editing/console-paths.ts";
import type { RedirectField } from "#shared/content-editing/redirect-form.ts";
import { STAFF_PAGES } from "#shared/staff/console-routes.ts";
import type { Route } from "./+types/redirects.ts";

/** What the redirect table's forms answer: what was done, or the form back with its messages. */
export type RedirectsActionData =
  | { outcome: "added" | "changed"; from: string; to: string; via: string | null }
  | { outcome: "deleted"; from: string }
  | {
      outcome: "invalid";
      /** The old address of the redirect being changed; null for a new one. */
      original: string | null;
      values: Record<RedirectField, string>;
      errors: Partial<Record<RedirectField, string>>;
    };

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context, STAFF_PAGES[REDIRECTS_PATH]);
  const redirects = await context.get(servicesContext).redirectTable.list();
  const change = new URL(request.url).searchParams.get("change");
  const changing = redirects.find((row) => row.origin === "editor" && row.from === change) ?? null;
  return { redirects, changing };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { redirectTable } = context.get(servicesContext);
  const { user, form, intent } = await requireStaffForm(request, context, REDIRECTS_PATH);
  const editor = { id: user.id, email: user.email, address: clientAddress(context) };
  const original = text(form, "original");

  if (intent === "delete") {
    const removed = await redirectTable.remove(original, editor);
    if (!("ok" in removed)) throw data("No such redirect of an editor.", { status: 404 });
    return { outcome: "deleted", from: removed.from } satisfies RedirectsActionData;
  }

  const values = { from: text(form, "from"), to: text(form, "to") };
  const result =
    intent === "change"
      ? await redirectTable.change(original, values, editor)
      : await redirectTable.add(values, editor);
  if ("ok" in result) {
    const outcome = intent === "change" ? "changed" : "added";
    return { outcome, from: result.from, to: result.to, via: result.via } satisfies RedirectsActionData;
  }
  if (result.error === "not-found") throw data("No such redirect of an editor.", { status: 404 });
  const answer: RedirectsActionData = {
    outcome: "invalid",
    original: intent === "change" ? original : null,
    values,
    errors: result.errors,
  };
  return data(answer, { status: 400 });
}
