import path from "node:path";
import { z } from "zod";

const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;

const ConfigSchema = z.object({
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
  METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
});

export type Config = {
  env: "production" | "development" | "test";
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  /** Where PDFs and images live for visitors; never ends with a slash. */
  fileBaseUrl: string;
  publicSiteUrl: string;
  logLevel: (typeof LOG_LEVELS)[number];
  /** Strict-Transport-Security max-age in seconds for HTTPS requests; 0 disables it. */
  hstsMaxAge: number;
  /** Prometheus metrics: off, on the main port (`port` undefined), or on a port of their own. */
  metrics: { enabled: boolean; port: number | undefined };
};

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
  const values = parsed.data;
  return {
    env: values.NODE_ENV,
    port: values.PORT,
    host: values.HOST,
    databaseUrl: values.DATABASE_URL,
    dataDir: path.resolve(values.DATA_DIR),
    fileBaseUrl: values.FILE_BASE_URL.replace(/\/+$/, ""),
    publicSiteUrl: values.PUBLIC_SITE_URL.replace(/\/+$/, ""),
    logLevel: values.LOG_LEVEL,
    hstsMaxAge: values.HSTS_MAX_AGE,
    metrics: { enabled: values.METRICS === "on", port: values.METRICS_PORT },
  };
}
