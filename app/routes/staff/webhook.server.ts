import { data, redirect } from "react-router";
import { servicesContext } from "#server/router-context.ts";
import { clientAddress, requireStaff, requireStaffForm } from "#server/staff/access.ts";
import { STAFF_PAGES } from "#shared/staff/console-routes.ts";
import { WEBHOOK_PAGE_PATH, WEBHOOKS_PATH } from "#shared/staff/webhooks.ts";
import type { Route } from "./+types/webhook.ts";

export type WebhookActionData = { outcome: "done"; message: string };

async function endpointOf(context: Route.LoaderArgs["context"], id: string) {
  const endpoint = await context.get(servicesContext).webhookEndpoints.find(id);
  if (!endpoint) throw data("No such webhook endpoint.", { status: 404 });
  return endpoint;
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireStaff(request, context, STAFF_PAGES[WEBHOOK_PAGE_PATH]);
  const endpoint = await endpointOf(context, params.id);
  const deliveries = await context.get(servicesContext).webhookEndpoints.deliveries(endpoint.id);
  // `?delete`: the deletion's confirmation step, a page of its own so it works without JavaScript.
  const confirmDelete = new URL(request.url).searchParams.has("delete");
  return { endpoint, deliveries, confirmDelete };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const { webhookEndpoints, webhookWorker } = context.get(servicesContext);
  const { user, form, intent } = await requireStaffForm(request, context, WEBHOOK_PAGE_PATH);
  const endpoint = await endpointOf(context, params.id);
  const actor = { id: user.id, email: user.email, address: clientAddress(context) };
  const done = (message: string): WebhookActionData => ({ outcome: "done", message });
  switch (intent) {
    case "send-test":
      await webhookEndpoints.sendTest(endpoint, actor);
      webhookWorker.nudge();
      return done("A test event is on its way; reload the page to see its delivery below.");
    case "pause":
      await webhookEndpoints.pause(endpoint, actor);
      return done("Paused: nothing is sent to this endpoint until it is resumed.");
    case "resume":
      await webhookEndpoints.resume(endpoint, actor);
      return done("Resumed: new events are sent to this endpoint again.");
    case "delete":
      if (form.get("confirm") !== "yes") throw data("Confirm the deletion first.", { status: 400 });
      await webhookEndpoints.remove(endpoint, actor);
      return redirect(`${WEBHOOKS_PATH}?deleted=${encodeURIComponent(endpoint.url)}`);
  }
}
