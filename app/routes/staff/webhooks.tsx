import { Link } from "react-router";
import { ukDateTime } from "#shared/content-editing/uk-time.ts";
import {
  HUBSPOT_FIELD_LABELS,
  type HubSpotField,
  WEBHOOK_ENDPOINT_KINDS,
  WEBHOOK_EVENT_LABELS,
  WEBHOOK_EVENTS,
  WEBHOOK_FIELD_LABELS,
  type WebhookField,
  webhookHref,
} from "#shared/staff/webhooks.ts";
import { CopyLink } from "../../staff/copy-link.tsx";
import { FieldError, StaffForm } from "../../staff/staff-form.tsx";
import { staffMeta } from "../../staff/staff-meta.ts";
import { StaffTable } from "../../staff/staff-table.tsx";
import { WebhookTextField } from "../../staff/webhook-fields.tsx";
import type { Route } from "./+types/webhooks.ts";
import type { WebhooksActionData } from "./webhooks.server.ts";

export { action, loader } from "./webhooks.server.ts";

export const meta: Route.MetaFunction = () => staffMeta("Webhooks");

const HINTS: Record<Exclude<WebhookField, "events">, string> = {
  url: "The receiver's https:// address, e.g. https://crm.example.com/hooks/fenmoor.",
  description: "Who receives it and why, e.g. CRM sync.",
};

const HUBSPOT_HINTS: Record<HubSpotField, string> = {
  token:
    "In HubSpot: Settings, Integrations, Private apps; create one with the crm.objects.contacts.read and write scopes and copy its access token. It is not shown again.",
  description: "e.g. HubSpot contacts.",
};

type Invalid = Extract<WebhooksActionData, { outcome: "invalid" }>;
type InvalidHubSpot = Extract<WebhooksActionData, { outcome: "invalid-hubspot" }>;

/** The add form, with the server's messages beside its fields. */
function AddEndpoint({ invalid }: { invalid: Invalid | undefined }) {
  const values = invalid?.values ?? { url: "", description: "", events: [...WEBHOOK_EVENTS] };
  const errors = invalid?.errors ?? {};
  return (
    <StaffForm intent="add" aria-label="Add an endpoint">
      {(["url", "description"] as const).map((field) => (
        <WebhookTextField
          key={field}
          form="webhook"
          name={field}
          label={WEBHOOK_FIELD_LABELS[field]}
          type={field === "url" ? "url" : "text"}
          defaultValue={values[field]}
          maxLength={field === "url" ? 500 : 120}
          hint={HINTS[field]}
          error={errors[field]}
        />
      ))}
      <fieldset
        className="staff-choices"
        aria-invalid={errors.events ? true : undefined}
        aria-describedby={errors.events ? "webhook-events-error" : undefined}
      >
        <legend>{WEBHOOK_FIELD_LABELS.events}</legend>
        {WEBHOOK_EVENTS.map((event) => (
          <label key={event}>
            <input
              type="checkbox"
              name="events"
              value={event}
              defaultChecked={values.events.includes(event)}
            />
            <code>{event}</code>: {WEBHOOK_EVENT_LABELS[event]}
          </label>
        ))}
        <FieldError id="webhook-events-error" message={errors.events} />
      </fieldset>
      <p>
        <button type="submit" className="staff-button">
          Add endpoint
        </button>
      </p>
    </StaffForm>
  );
}

/** The HubSpot form: a private app's token, which no page shows again, and what it is for. */
function AddHubSpot({ invalid }: { invalid: InvalidHubSpot | undefined }) {
  const errors = invalid?.errors ?? {};
  return (
    <StaffForm intent="add-hubspot" aria-label="Push leads to HubSpot">
      <WebhookTextField
        form="hubspot"
        name="token"
        label={HUBSPOT_FIELD_LABELS.token}
        type="password"
        maxLength={500}
        hint={HUBSPOT_HINTS.token}
        error={errors.token}
      />
      <WebhookTextField
        form="hubspot"
        name="description"
        label={HUBSPOT_FIELD_LABELS.description}
        type="text"
        defaultValue={invalid?.values.description ?? ""}
        maxLength={120}
        hint={HUBSPOT_HINTS.description}
        error={errors.description}
      />
      <p>
        <button type="submit" className="staff-button">
          Add HubSpot destination
        </button>
      </p>
    </StaffForm>
  );
}

/** The secret of the endpoint just added: shown this once, to copy into the receiver. */
function NewSecret({ added }: { added: Extract<WebhooksActionData, { outcome: "added" }> }) {
  return (
    <section className="staff-notice" role="status" aria-labelledby="new-secret">
      <h2 id="new-secret">Added {added.url}</h2>
      <p>
        Copy its signing secret into the receiver now: it is not shown again. The receiver checks each
        request's <code>webhook-signature</code> with it.
      </p>
      <CopyLink link={added.secret} label="Signing secret" copyLabel="Copy secret" />
      <p>
        <Link to={webhookHref(added.id)}>Open the endpoint</Link> to send it a test event.
      </p>
    </section>
  );
}

/** Where lead events go (decision 114): every endpoint, and the form that adds one. */
export default function Webhooks({ loaderData, actionData }: Route.ComponentProps) {
  const { endpoints, deleted } = loaderData;
  return (
    <>
      <h1>Webhooks</h1>
      <p>
        Each endpoint is sent the lead events it subscribed to as JSON, signed the Standard Webhooks way with
        its own secret. A failed delivery is retried with growing delays for about ten hours; each endpoint's
        page logs its deliveries.
      </p>
      {actionData?.outcome === "added" && <NewSecret added={actionData} />}
      {actionData?.outcome === "added-hubspot" && (
        <p className="staff-notice" role="status">
          Added the HubSpot destination: new leads and their changes are pushed to HubSpot as contacts.{" "}
          <Link to={webhookHref(actionData.id)}>Open it</Link> to send a test event, which checks the token.
        </p>
      )}
      {deleted && !actionData && (
        <p className="staff-notice" role="status">
          Deleted the endpoint {deleted} and its delivery log.
        </p>
      )}
      <h2>Endpoints</h2>
      {endpoints.length === 0 ? (
        <p>No endpoint yet: nothing is sent.</p>
      ) : (
        <StaffTable columns={["Address", "Kind", "What it is for", "Events", "Status", "Added by, when"]}>
          {endpoints.map((endpoint) => (
            <tr key={endpoint.id}>
              <td>
                <Link to={webhookHref(endpoint.id)}>{endpoint.url}</Link>
              </td>
              <td>{WEBHOOK_ENDPOINT_KINDS[endpoint.kind]}</td>
              <td>{endpoint.description}</td>
              <td>{endpoint.events.join(", ")}</td>
              <td>{endpoint.paused ? `Paused: ${endpoint.paused.reason}` : "Active"}</td>
              <td>
                {endpoint.createdBy}, {ukDateTime(endpoint.createdAt)}
              </td>
            </tr>
          ))}
        </StaffTable>
      )}
      <h2>Add an endpoint</h2>
      <AddEndpoint invalid={actionData?.outcome === "invalid" ? actionData : undefined} />
      <h2>Push leads to HubSpot</h2>
      <p>
        HubSpot is sent each new lead, and each change to it, as a contact found by its e-mail address: name,
        company, phone, message, country and lead status. An erased or merged lead is not pushed.
      </p>
      <AddHubSpot invalid={actionData?.outcome === "invalid-hubspot" ? actionData : undefined} />
    </>
  );
}
