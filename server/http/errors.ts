import { STATUS_CODES } from "node:http";
import type { FastifyError, FastifyReply, FastifyRequest } from "fastify";

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

/** Logs every failure with its request id; never shows a 5xx's details to the client. */
export function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const statusCode = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
  if (statusCode >= 500) request.log.error({ err: error }, "request failed");
  else request.log.info({ statusCode, message: error.message }, "request rejected");
  const message = statusCode >= 500 ? "Something went wrong on our side." : error.message;
  return reply.status(statusCode).type("application/json").send(apiError(statusCode, message));
}
