import type { FastifyInstance, FastifySchemaValidationError } from "fastify";

type HttpError = Error & { statusCode?: number };

/** The first problem with a request, naming the parameter at fault. */
function firstProblem(issue: FastifySchemaValidationError | undefined): string {
  const name = issue?.instancePath.slice(1) || "a parameter";
  // A parameter given twice arrives as an array: name it rather than quoting zod's type message.
  if (issue?.keyword === "invalid_type" || issue?.keyword === "invalid_union")
    return `${name} must be given once, as text`;
  return issue?.message ?? "Bad request";
}

/**
 * Refused input in the API's error shape (the central error handler sends it). Path parameters name
 * something to look up, so a bad one is a 404 with the schema's own message, as an unknown name is.
 */
export const formatValidationError: Parameters<FastifyInstance["setSchemaErrorFormatter"]>[0] = (
  errors,
  context,
) => {
  if (context === "params") {
    return Object.assign(new Error(errors[0]?.message ?? "Not found"), { statusCode: 404 }) as HttpError;
  }
  return new Error(firstProblem(errors[0]));
};
