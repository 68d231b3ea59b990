import { createHmac, randomBytes } from "node:crypto";

/** The prefix Standard Webhooks gives a signing secret; the rest is the key in base64. */
const SECRET_PREFIX = "whsec_";

/** A new endpoint's signing secret: 24 random bytes, shown to the admin once. */
export function newWebhookSecret(): string {
  return `${SECRET_PREFIX}${randomBytes(24).toString("base64")}`;
}

/**
 * The `webhook-signature` header of the Standard Webhooks specification: `v1,` and the base64
 * HMAC-SHA256, keyed with the secret's decoded bytes, of `<id>.<timestamp>.<body>`. node:crypto
 * does it in a few lines, so no signing package is added.
 */
export function webhookSignature(secret: string, id: string, timestamp: number, body: string): string {
  const key = Buffer.from(
    secret.startsWith(SECRET_PREFIX) ? secret.slice(SECRET_PREFIX.length) : secret,
    "base64",
  );
  const mac = createHmac("sha256", key).update(`${id}.${timestamp}.${body}`).digest("base64");
  return `v1,${mac}`;
}
