import { z } from "zod";

/** The webhook endpoints (issue 32, decision 114): admins only, under Settings. */
export const WEBHOOKS_PATH = "/staff/webhooks";
/** One endpoint's page: its events, its delivery log and its buttons. */
export const WEBHOOK_PAGE_PATH = "/staff/webhooks/:id";

export function webhookHref(id: string): string {
  return `${WEBHOOKS_PATH}/${encodeURIComponent(id)}`;
}

/** The events an endpoint can subscribe to, with what each tells of. */
export const WEBHOOK_EVENTS = ["lead.created", "lead.updated"] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];
export const WEBHOOK_EVENT_LABELS: Record<WebhookEvent, string> = {
  "lead.created": "A lead arrived (not spam)",
  "lead.updated": "A lead's status or owner changed, a note was added, or it was erased",
};

/** What the "Send test event" button sends; every endpoint receives it, whatever it subscribed to. */
export const WEBHOOK_TEST_EVENT = "webhook.test";

export const WEBHOOK_FIELD_LABELS = {
  url: "Endpoint address",
  description: "What it is for",
  events: "Events",
} as const;
export type WebhookField = keyof typeof WEBHOOK_FIELD_LABELS;

export const WEBHOOK_MESSAGES = {
  url: "Enter an https:// address (http:// only for this machine, such as http://127.0.0.1:8080/hook), without a user name or password.",
  description: "Say in up to 120 characters what the endpoint is for, e.g. CRM sync.",
  events: "Choose at least one event.",
} as const;

const LOOPBACK_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

/** https, or http to this machine (a local relay or a test receiver); never credentials in the address. */
function isEndpointUrl(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  const secure = url.protocol === "https:" || (url.protocol === "http:" && LOOPBACK_HOSTS.has(url.hostname));
  return secure && url.username === "" && url.password === "" && url.hostname !== "";
}

const descriptionSchema = z
  .string()
  .trim()
  .min(1, WEBHOOK_MESSAGES.description)
  .max(120, WEBHOOK_MESSAGES.description);

/** The form that adds an endpoint, as posted. */
export const WebhookEndpointInputSchema = z.object({
  url: z
    .string()
    .trim()
    .max(500, WEBHOOK_MESSAGES.url)
    .refine(isEndpointUrl, WEBHOOK_MESSAGES.url)
    .transform((value) => new URL(value).href),
  description: descriptionSchema,
  events: z.array(z.enum(WEBHOOK_EVENTS)).min(1, WEBHOOK_MESSAGES.events),
});
export type WebhookEndpointInput = z.infer<typeof WebhookEndpointInputSchema>;

/**
 * What an endpoint is (decision 118): a receiver of signed Standard Webhooks, or HubSpot's CRM API,
 * which is pushed each lead as a contact with the private app token it was given.
 */
export const WEBHOOK_ENDPOINT_KINDS = {
  "standard-webhooks": "Signed webhook",
  hubspot: "HubSpot contacts",
} as const;
export type WebhookEndpointKind = keyof typeof WEBHOOK_ENDPOINT_KINDS;

export const HUBSPOT_FIELD_LABELS = {
  token: "Private app access token",
  description: WEBHOOK_FIELD_LABELS.description,
} as const;
export type HubSpotField = keyof typeof HUBSPOT_FIELD_LABELS;

export const HUBSPOT_MESSAGES = {
  token:
    "Paste the access token of a HubSpot private app with the crm.objects.contacts.write scope: it starts with pat- and has no spaces.",
  description: WEBHOOK_MESSAGES.description,
} as const;

/** The form that adds a HubSpot destination, as posted; it is sent both lead events. */
export const HubSpotDestinationInputSchema = z.object({
  token: z
    .string()
    .trim()
    .regex(/^pat-[A-Za-z0-9-]{8,500}$/, HUBSPOT_MESSAGES.token),
  description: descriptionSchema,
});
export type HubSpotDestinationInput = z.infer<typeof HubSpotDestinationInputSchema>;

/** Where a delivery stands, as its log shows it. */
export const WEBHOOK_DELIVERY_STATES = {
  delivered: "Delivered",
  waiting: "Waiting",
  retrying: "Failed, will retry",
  "given-up": "Failed, not retried",
} as const;
export type WebhookDeliveryState = keyof typeof WEBHOOK_DELIVERY_STATES;
