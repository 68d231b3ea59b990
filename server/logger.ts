import { type Logger, pino } from "pino";
import { XSRF_HEADER } from "#shared/site/anti-forgery.ts";
import type { Config } from "./config.ts";

/** JSON logs on stdout; each request's lines carry its request id (`reqId`). */
export function createLogger(config: Pick<Config, "logLevel">): Logger {
  return pino({
    level: config.logLevel,
    redact: ["req.headers.cookie", "req.headers.authorization", `req.headers["${XSRF_HEADER}"]`],
  });
}
