/** Socket errors of a database server that is down, restarting or unreachable. */
const NETWORK_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
]);

/** SQLSTATE class 08 (connection exception) and 57P01–57P03 (shutting down, crashed, starting up). */
const UNAVAILABLE_SQLSTATE = /^(08...|57P0[1-3])$/;

/** What node-postgres says, without a code, when it loses or cannot open a connection. */
const CONNECTION_MESSAGES = /^(Connection terminated|timeout exceeded when trying to connect)/;

/**
 * Whether an error means the database cannot be reached right now, rather than that the request or
 * the code is wrong: such a request may well succeed when tried again shortly, so it is answered 503
 * with Retry-After rather than 500.
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!(error instanceof Error) || depth > 5) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === "string" && (NETWORK_CODES.has(code) || UNAVAILABLE_SQLSTATE.test(code))) return true;
  if (CONNECTION_MESSAGES.test(error.message)) return true;
  if (
    error instanceof AggregateError &&
    error.errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))
  )
    return true;
  return isDatabaseUnavailable(error.cause, depth + 1);
}

/** Seconds a client is asked to wait before trying again during a database outage. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;
