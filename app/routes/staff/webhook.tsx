import { Link } from "react-router";
import { ukDateTime } from "#shared/content-editing/uk-time.ts";
import { leadHref } from "#shared/staff/leads/paths.ts";
import {
  WEBHOOK_DELIVERY_STATES,
  WEBHOOK_ENDPOINT_KINDS,
  WEBHOOKS_PATH,
  webhookHref,
} from "#shared/staff/webhooks.ts";
import { ConfirmStep } from "../../staff/confirm-step.tsx";
import { staffMeta } from "../../staff/staff-meta.ts";
import { RowAction, StaffTable } from "../../staff/staff-table.tsx";
import type { Route } from "./+types/webhook.ts";

export { action, loader } from "./webhook.server.ts";

export const meta: Route.MetaFunction = ({ loaderData }) =>
  staffMeta(loaderData ? `Webhook: ${loaderData.endpoint.description}` : "Webhook");

type Delivery = Route.ComponentProps["loaderData"]["deliveries"][number];

/** What the endpoint last answered, and when it is tried again. */
function lastAnswer(delivery: Delivery): string {
  const answer = delivery.lastError ?? (delivery.responseStatus ? `HTTP ${delivery.responseStatus}` : "");
  return delivery.retryAt ? `${answer}; next try ${ukDateTime(delivery.retryAt, "second")}` : answer;
}

/** One endpoint: what it receives, its buttons, and its latest deliveries. */
export default function Webhook({ loaderData, actionData }: Route.ComponentProps) {
  const { endpoint, deliveries, confirmDelete } = loaderData;
  const own = webhookHref(endpoint.id);
  return (
    <>
      <p>
        <Link to={WEBHOOKS_PATH}>All webhooks</Link>
      </p>
      <h1>{endpoint.description}</h1>
      <dl className="staff-facts">
        <dt>Kind</dt>
        <dd>{WEBHOOK_ENDPOINT_KINDS[endpoint.kind]}</dd>
        <dt>Address</dt>
        <dd>{endpoint.url}</dd>
        <dt>Events</dt>
        <dd>{endpoint.events.join(", ")}</dd>
        <dt>Status</dt>
        <dd>
          {endpoint.paused
            ? `Paused since ${ukDateTime(endpoint.paused.at)}: ${endpoint.paused.reason}`
            : "Active"}
        </dd>
        <dt>Added</dt>
        <dd>
          {endpoint.createdBy}, {ukDateTime(endpoint.createdAt)}
        </dd>
      </dl>
      {actionData?.outcome === "done" && (
        <p className="staff-notice" role="status">
          {actionData.message}
        </p>
      )}
      {confirmDelete ? (
        <ConfirmStep
          id="confirm-delete"
          heading={`Delete the endpoint ${endpoint.url}?`}
          intent="delete"
          fields={{}}
          confirmLabel="Delete endpoint"
          formLabel={`Confirm deleting ${endpoint.url}`}
          back={{ to: own, label: "Keep it" }}
        >
          <p>
            Nothing more is sent to it, and its delivery log goes with it. The receiver keeps what it was
            sent.
          </p>
        </ConfirmStep>
      ) : (
        <div className="staff-inline">
          <RowAction intent="send-test" fields={{}} label="Send test event" />
          {endpoint.paused ? (
            <RowAction intent="resume" fields={{}} label="Resume" />
          ) : (
            <RowAction intent="pause" fields={{}} label="Pause" />
          )}
          <Link to={`${own}?delete`}>Delete endpoint</Link>
        </div>
      )}
      <h2>Deliveries</h2>
      {deliveries.length === 0 ? (
        <p>Nothing was sent to this endpoint yet.</p>
      ) : (
        <StaffTable
          caption="The latest 50 deliveries, newest first"
          columns={["Event", "Lead", "Queued", "Status", "Attempts", "Last answer"]}
        >
          {deliveries.map((delivery) => (
            <tr key={delivery.id}>
              <td>
                <code>{delivery.event}</code>
              </td>
              <td>
                {delivery.reference ? (
                  <Link to={leadHref(delivery.reference)}>{delivery.reference}</Link>
                ) : (
                  ""
                )}
              </td>
              <td>{ukDateTime(delivery.createdAt, "second")}</td>
              <td>{WEBHOOK_DELIVERY_STATES[delivery.state]}</td>
              <td>{delivery.attempts}</td>
              <td>{lastAnswer(delivery)}</td>
            </tr>
          ))}
        </StaffTable>
      )}
    </>
  );
}
