import path from "node:path";
import { z } from "zod";
import site from "../content/site.json" with { type: "json" };
import { parseTrustProxy } from "./http/proxy-trust.ts";

const MAILBOX = /^([^<>\r\n]+<[^\s@<>]+@[^\s@<>]+>|[^\s@<>]+@[^\s@<>]+)$/;

const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;

const EnvironmentSchema = z.object({
  NODE_ENV: z.enum(["production", "development", "test"]).default("production"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must be a postgres:// or postgresql:// URL")
    .optional(),
  DATA_DIR: z.string().min(1).default("./data"),
  FILE_BASE_URL: z
    .string()
    .regex(/^(https?:\/\/[^\s]+|\/[^\s]*)$/, "must be an absolute http(s) URL or a path starting with /")
    .default("/files"),
  PUBLIC_SITE_URL: z.url({ protocol: /^https?$/ }).default("http://localhost:3000"),
  LOG_LEVEL: z.enum(LOG_LEVELS).default("info"),
  HSTS_MAX_AGE: z.coerce.number().int().min(0).default(63_072_000),
  METRICS: z.enum(["on", "off"]).default("on"),
  /** 0 takes any free port (tests); the port is then in the start-up log. */
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).default(9464),
  METRICS_HOST: z.string().min(1).default("127.0.0.1"),
  TRUST_PROXY: z
    .string()
    .default("false")
    .transform((value, context) => {
      const setting = parseTrustProxy(value);
      if (setting !== undefined) return setting;
      context.addIssue({
        code: "custom",
        message:
          "must be false, true, a number of proxy hops, or comma-separated addresses, CIDRs or loopback",
      });
      return z.NEVER;
    }),
  HTTPS_REDIRECT: z.enum(["on", "off"]).default("off"),
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: "must be an smtp:// or smtps:// URL" }).optional(),
  MAIL_FROM: z.string().regex(MAILBOX, "must be an e-mail address, optionally as Name <address>").optional(),
  ENQUIRY_MAIL_TO: z.string().regex(MAILBOX, "must be an e-mail address").optional(),
  MAIL_CONFIRMATION: z.enum(["on", "off"]).default("off"),
  MAIL_RETRY_MS: z.coerce.number().int().min(100).default(30_000),
  MAIL_LEASE_MS: z.coerce.number().int().min(1_000).default(120_000),
  HUBSPOT_API_URL: z.url({ protocol: /^https?$/ }).default("https://api.hubapi.com"),
  ENQUIRY_RATE_LIMIT: z.coerce.number().int().min(1).default(5),
  HTTP_HEADERS_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
  HTTP_REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).default(30_000),
  HTTP_IDLE_TIMEOUT_MS: z.coerce.number().int().min(100).default(72_000),
  HTTP_CONNECTIONS_PER_ADDRESS: z.coerce.number().int().min(0).default(256),
  // Well inside the minute an editor's "Publish at" promises.
  PUBLISH_CHECK_MS: z.coerce.number().int().min(100).max(60_000).default(15_000),
});

/** The checked environment as the service uses it; `Config` is this schema's output, not a second declaration. */
const ConfigSchema = EnvironmentSchema.refine(
  (values) => values.HTTPS_REDIRECT === "off" || values.PUBLIC_SITE_URL.startsWith("https://"),
  { path: ["HTTPS_REDIRECT"], message: "needs an https:// PUBLIC_SITE_URL to redirect to" },
)
  // The service speaks plain HTTP: only a trusted proxy can say a request came over HTTPS.
  .refine((values) => values.HTTPS_REDIRECT === "off" || values.TRUST_PROXY !== false, {
    path: ["HTTPS_REDIRECT"],
    message: "needs a TRUST_PROXY whose X-Forwarded-Proto says which requests came over HTTPS",
  })
  .refine((values) => values.METRICS_PORT === 0 || values.METRICS_PORT !== values.PORT, {
    path: ["METRICS_PORT"],
    message: "must differ from PORT: metrics are never served on the site's port",
  })
  .refine((values) => values.HTTP_HEADERS_TIMEOUT_MS <= values.HTTP_REQUEST_TIMEOUT_MS, {
    path: ["HTTP_HEADERS_TIMEOUT_MS"],
    message: "must be at most HTTP_REQUEST_TIMEOUT_MS",
  })
  .transform((values) => ({
    env: values.NODE_ENV,
    port: values.PORT,
    host: values.HOST,
    databaseUrl: values.DATABASE_URL,
    dataDir: path.resolve(values.DATA_DIR),
    /** Where PDFs and images live for visitors; never ends with a slash. */
    fileBaseUrl: values.FILE_BASE_URL.replace(/\/+$/, ""),
    publicSiteUrl: values.PUBLIC_SITE_URL.replace(/\/+$/, ""),
    logLevel: values.LOG_LEVEL,
    /** Strict-Transport-Security max-age in seconds for HTTPS requests; 0 disables it. */
    hstsMaxAge: values.HSTS_MAX_AGE,
    /** Prometheus metrics, on a listener of their own (loopback by default), never on the site's port. */
    metrics: { enabled: values.METRICS === "on", port: values.METRICS_PORT, host: values.METRICS_HOST },
    /** Which proxies' X-Forwarded-For/-Proto/-Host and X-Request-Id to believe; none by default. */
    trustProxy: values.TRUST_PROXY,
    /** Answer plain-HTTP page requests with a 301 to PUBLIC_SITE_URL (which is then https). */
    httpsRedirect: values.HTTPS_REDIRECT === "on",
    mail: {
      /** No SMTP URL: enquiries are stored and their mails wait in the outbox. */
      smtpUrl: values.SMTP_URL,
      from: values.MAIL_FROM ?? `${site.company.name} website <no-reply@${site.email.general.split("@")[1]}>`,
      /** Overrides the per-form recipients of content/site.json (e.g. a test mailbox). */
      enquiryTo: values.ENQUIRY_MAIL_TO,
      /** Send the visitor a short copy of what they sent. */
      confirmation: values.MAIL_CONFIRMATION === "on",
      /** First retry delay after a failed send; each further failure doubles it, up to an hour. */
      retryMs: values.MAIL_RETRY_MS,
      /** How long one instance holds a mail it is sending before another may take it over. */
      leaseMs: values.MAIL_LEASE_MS,
    },
    /** Where a HubSpot destination's pushes go (decision 118); a test points it at a local peer. */
    hubspot: { apiUrl: values.HUBSPOT_API_URL.replace(/\/+$/, "") },
    /** How often each instance publishes the scheduled drafts that are due. */
    publishCheckMs: values.PUBLISH_CHECK_MS,
    /** Accepted enquiries one client may send per 10 minutes; posts failing the checks have a higher bound. */
    enquiryRateLimit: values.ENQUIRY_RATE_LIMIT,
    /** How long a client may take over each part of a request, and how many connections it may hold (decision 025). */
    connections: {
      /** Until a request's headers are all in. */
      headersTimeoutMs: values.HTTP_HEADERS_TIMEOUT_MS,
      /** Until the whole request, body included, is in. */
      requestTimeoutMs: values.HTTP_REQUEST_TIMEOUT_MS,
      /** With nothing sent either way, between requests or during one. */
      idleTimeoutMs: values.HTTP_IDLE_TIMEOUT_MS,
      /** Open connections from one address at once; 0: no limit. */
      perAddress: values.HTTP_CONNECTIONS_PER_ADDRESS,
    },
  }));

export type Config = z.output<typeof ConfigSchema>;

export class ConfigError extends Error {}

/** Reads and checks the environment once; the message names the first bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const blankAsUnset = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ""));
  const parsed = ConfigSchema.safeParse(blankAsUnset);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = issue?.path.join(".") ?? "environment";
    throw new ConfigError(`Invalid configuration: ${name}: ${issue?.message ?? "is invalid"}`);
  }
  return parsed.data;
}
