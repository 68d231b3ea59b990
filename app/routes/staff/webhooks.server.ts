import { data } from "react-router";
import { servicesContext } from "#server/router-context.ts";
import { clientAddress, requireStaff, requireStaffForm } from "#server/staff/access.ts";
import { STAFF_PAGES } from "#shared/staff/console-routes.ts";
import { WEBHOOKS_PATH, WebhookEndpointInputSchema, type WebhookField } from "#shared/staff/webhooks.ts";
import type { Route } from "./+types/webhooks.ts";

/** What adding an endpoint answers: its secret, shown this once, or the form back with its messages. */
export type WebhooksActionData =
  | { outcome: "added"; id: string; url: string; secret: string }
  | {
      outcome: "invalid";
      values: { url: string; description: string; events: string[] };
      errors: Partial<Record<WebhookField, string>>;
    };

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context, STAFF_PAGES[WEBHOOKS_PATH]);
  const endpoints = await context.get(servicesContext).webhookEndpoints.list();
  // After a deletion the endpoint's page sends the person back here, saying what went.
  const deleted = new URL(request.url).searchParams.get("deleted");
  return { endpoints, deleted };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { webhookEndpoints } = context.get(servicesContext);
  const { user, form } = await requireStaffForm(request, context, WEBHOOKS_PATH);
  const values = {
    url: String(form.get("url") ?? ""),
    description: String(form.get("description") ?? ""),
    events: form.getAll("events").map(String),
  };
  const parsed = WebhookEndpointInputSchema.safeParse(values);
  if (!parsed.success) {
    const errors: Partial<Record<WebhookField, string>> = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as WebhookField;
      errors[field] ??= issue.message;
    }
    return data<WebhooksActionData>({ outcome: "invalid", values, errors }, { status: 400 });
  }
  const actor = { id: user.id, email: user.email, address: clientAddress(context) };
  const added = await webhookEndpoints.add(parsed.data, actor);
  return {
    outcome: "added",
    id: added.id,
    url: parsed.data.url,
    secret: added.secret,
  } satisfies WebhooksActionData;
}
