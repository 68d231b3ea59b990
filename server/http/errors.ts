import { STATUS_CODES } from "node:http";
import type { FastifyError, FastifyReply, FastifyRequest } from "fastify";
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from "../db/database-unavailable.ts";

/** The one JSON error shape of the API: `{ statusCode, error, message }`, plus field `errors` on 400s. */
export type ApiError = {
  statusCode: number;
  error: string;
  message: string;
  errors?: Record<string, string>;
};

export function apiError(statusCode: number, message: string, errors?: Record<string, string>): ApiError {
  return { statusCode, error: STATUS_CODES[statusCode] ?? "Error", message, ...(errors ? { errors } : {}) };
}

/**
 * Logs every failure with its request id; never shows a 5xx's details to the client. A database
 * outage is a 503 with Retry-After: the same request may succeed shortly.
 */
export function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (isDatabaseUnavailable(error)) {
    request.log.error({ err: error }, "request failed: database unavailable");
    reply.header("retry-after", String(DATABASE_RETRY_AFTER_SECONDS));
    return reply
      .status(503)
      .type("application/json")
      .send(apiError(503, "The service is briefly unavailable. Please try again in a moment."));
  }
  const statusCode = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
  if (statusCode >= 500) request.log.error({ err: error }, "request failed");
  else request.log.info({ statusCode, message: error.message }, "request rejected");
  const message = statusCode >= 500 ? "Something went wrong on our side." : error.message;
  return reply.status(statusCode).type("application/json").send(apiError(statusCode, message));
}
