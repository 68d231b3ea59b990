import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { mayAddPasskey, PASSKEY_PROOF_EXPIRED } from "#shared/staff/passkey-proof.ts";
import { isStaffUrl, STAFF_AUTH_BASE_PATH } from "#shared/staff/paths.ts";
import { requireXsrfToken } from "../http/xsrf.ts";
import type { Services } from "../services.ts";
import { surfaceDatabaseOutage } from "./auth-outage.ts";

/** Every console answer is for one person only, never stored by a shared cache, never indexed. */
const STAFF_CACHE_CONTROL = "private, no-store";

/** Headers of every /staff answer (pages included); not encapsulated so it sees React Router's too. */
export async function staffHeaders(app: FastifyInstance) {
  app.addHook("onSend", (request, reply, payload, done) => {
    if (isStaffUrl(request.url)) {
      reply.header("cache-control", STAFF_CACHE_CONTROL);
      reply.header("x-robots-tag", "noindex, nofollow");
    }
    done(null, payload);
  });
}

/** The passkey plugin's endpoints the console uses; listing, renaming and deleting go through its forms. */
/** Adding a passkey: only soon after signing in (shared/staff/passkey-proof.ts). */
const REGISTRATION_ACTIONS = new Set(["generate-register-options", "verify-registration"]);
const PASSKEY_ACTIONS = new Set([
  ...REGISTRATION_ACTIONS,
  "generate-authenticate-options",
  "verify-authentication",
]);

/** A Fastify request as the Fetch API request better-auth's handler takes. */
function toFetchRequest(request: FastifyRequest, siteUrl: string): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (typeof value === "string") headers.set(name, value);
    else if (Array.isArray(value)) for (const item of value) headers.append(name, item);
  }
  const hasBody = request.method !== "GET" && request.method !== "HEAD" && request.body !== undefined;
  return new Request(new URL(request.url, siteUrl), {
    method: request.method,
    headers,
    body: hasBody ? JSON.stringify(request.body) : undefined,
  });
}

/**
 * The passkey plugin answers 500 when a client's registration response fails to verify (it wraps
 * whatever the verifier throws): that is the client's mistake, a 400. Unexpected errors are thrown
 * to the service's handler instead (onAPIError in server/staff/auth.ts), so a 500 from the plugin
 * with this code is never an outage.
 */
const CLIENT_ERROR_CODES = new Set(["FAILED_TO_VERIFY_REGISTRATION"]);

async function statusOf(response: Response): Promise<number> {
  if (response.status !== 500) return response.status;
  const { code } = (await response
    .clone()
    .json()
    .catch(() => ({}))) as { code?: unknown };
  return typeof code === "string" && CLIENT_ERROR_CODES.has(code) ? 400 : 500;
}

async function sendFetchResponse(reply: FastifyReply, response: Response) {
  reply.status(await statusOf(response));
  for (const [name, value] of response.headers) {
    if (name !== "set-cookie") reply.header(name, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header("set-cookie", cookies);
  return reply.send(Buffer.from(await response.arrayBuffer()));
}

/**
 * The passkey ceremonies, the only better-auth endpoints served over HTTP: password sign-in,
 * sign-out and the rest go through the console's forms, which call better-auth on the server.
 * State-changing calls carry the anti-forgery header like the JSON API's.
 */
export async function staffAuthRoutes(app: FastifyInstance, { services }: { services: Services }) {
  const { staff, config, database } = services;
  /** better-auth's answer, or the database's error when a refusal or fault of its hides an outage. */
  async function answerOf(request: FastifyRequest): Promise<Response> {
    const response = await (await staff.auth()).handler(toFetchRequest(request, config.publicSiteUrl));
    if (response.status === 401 || response.status >= 500) await surfaceDatabaseOutage(database);
    return response;
  }
  app.addHook("onRequest", requireXsrfToken);

  app.route({
    method: ["GET", "POST"],
    url: `${STAFF_AUTH_BASE_PATH}/passkey/:action`,
    async handler(request, reply) {
      const { action } = request.params as { action: string };
      if (!PASSKEY_ACTIONS.has(action)) return reply.callNotFound();
      if (action === "verify-authentication") {
        const keys = { addressKey: await staff.addressKey(request.ip) };
        const attempt = await staff.signInLimit.attempt(keys);
        const wait = attempt.retryAfterSeconds;
        if (wait > 0) {
          await staff.audit.refused({
            kind: "sign-in-refused",
            address: request.ip,
            detail: { method: "passkey" },
          });
          return reply
            .status(429)
            .header("retry-after", String(wait))
            .send({ message: "Too many failed sign-ins: try again later." });
        }
        const response = await answerOf(request);
        if (response.ok) {
          await attempt.succeeded();
          const { user } = (await response.clone().json()) as { user: { id: string; email: string } };
          await staff.audit.record({
            kind: "sign-in",
            actor: user,
            subject: user.email,
            address: request.ip,
            detail: { method: "passkey" },
          });
        } else {
          await staff.audit.record({
            kind: "sign-in-failed",
            address: request.ip,
            detail: { method: "passkey" },
          });
        }
        return sendFetchResponse(reply, response);
      }
      const enrolling = REGISTRATION_ACTIONS.has(action);
      const user = enrolling
        ? await staff.currentUser(toFetchRequest(request, config.publicSiteUrl).headers)
        : undefined;
      if (user && !mayAddPasskey(user.signedInAt)) {
        await staff.audit.refused({
          kind: "access-refused",
          actor: user,
          subject: "passkey:add",
          address: request.ip,
          detail: { page: request.url.split("?")[0] ?? "", reason: "signed in too long ago" },
        });
        return reply.status(403).send({ message: PASSKEY_PROOF_EXPIRED });
      }
      const response = await answerOf(request);
      if (action === "verify-registration" && response.ok && user) await staff.passkeyAdded(user, request.ip);
      return sendFetchResponse(reply, response);
    },
  });
}
