import { data } from "react-router";
import type { z } from "zod";
import { servicesContext } from "#server/router-context.ts";
import { clientAddress, requireStaff, requireStaffForm } from "#server/staff/access.ts";
import { STAFF_PAGES } from "#shared/staff/console-routes.ts";
import {
  HubSpotDestinationInputSchema,
  type HubSpotField,
  WEBHOOKS_PATH,
  WebhookEndpointInputSchema,
  type WebhookField,
} from "#shared/staff/webhooks.ts";
import type { Route } from "./+types/webhooks.ts";

/**
 * What adding an endpoint answers: its secret, shown this once, or the form back with its messages.
 * A HubSpot destination's answer names it only: its token is never sent back, not even to a form
 * that failed.
 */
export type WebhooksActionData =
  | { outcome: "added"; id: string; url: string; secret: string }
  | { outcome: "added-hubspot"; id: string; url: string }
  | {
      outcome: "invalid";
      values: { url: string; description: string; events: string[] };
      errors: Partial<Record<WebhookField, string>>;
    }
  | {
      outcome: "invalid-hubspot";
      values: { description: string };
      errors: Partial<Record<HubSpotField, string>>;
    };

/** Each field's first message. */
function fieldErrors<Field extends string>(error: z.ZodError): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  for (const issue of error.issues) errors[issue.path[0] as Field] ??= issue.message;
  return errors;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context, STAFF_PAGES[WEBHOOKS_PATH]);
  const endpoints = await context.get(servicesContext).webhookEndpoints.list();
  // After a deletion the endpoint's page sends the person back here, saying what went.
  const deleted = new URL(request.url).searchParams.get("deleted");
  return { endpoints, deleted };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { webhookEndpoints } = context.get(servicesContext);
  const { user, form, intent } = await requireStaffForm(request, context, WEBHOOKS_PATH);
  const actor = { id: user.id, email: user.email, address: clientAddress(context) };
  const description = String(form.get("description") ?? "");
  if (intent === "add-hubspot") {
    const parsed = HubSpotDestinationInputSchema.safeParse({
      token: String(form.get("token") ?? ""),
      description,
    });
    if (!parsed.success) {
      const errors = fieldErrors<HubSpotField>(parsed.error);
      return data<WebhooksActionData>(
        { outcome: "invalid-hubspot", values: { description }, errors },
        { status: 400 },
      );
    }
    const added = await webhookEndpoints.addHubSpot(parsed.data, actor);
    return { outcome: "added-hubspot", ...added } satisfies WebhooksActionData;
  }
  const values = {
    url: String(form.get("url") ?? ""),
    description,
    events: form.getAll("events").map(String),
  };
  const parsed = WebhookEndpointInputSchema.safeParse(values);
  if (!parsed.success) {
    const errors = fieldErrors<WebhookField>(parsed.error);
    return data<WebhooksActionData>({ outcome: "invalid", values, errors }, { status: 400 });
  }
  const added = await webhookEndpoints.add(parsed.data, actor);
  return {
    outcome: "added",
    id: added.id,
    url: parsed.data.url,
    secret: added.secret,
  } satisfies WebhooksActionData;
}
