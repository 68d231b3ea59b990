import { z } from "zod";

// Full zod, not zod/mini: the schemas of shared/*/api.ts run on the server and in tests. The browser
// imports only their types (`import type`), which leave nothing in its bundles.

/** The one error shape of the API: `{ statusCode, error, message }`, plus `errors` on a refused enquiry. */
export const ApiErrorSchema = z
  .object({
    statusCode: z.number().int(),
    error: z.string().describe("The HTTP status text, e.g. 'Bad Request'"),
    message: z.string(),
    errors: z
      .record(z.string(), z.string())
      .optional()
      .describe("One message per refused field of an enquiry, the form's own"),
  })
  .meta({ id: "ApiError" });
export type ApiError = z.infer<typeof ApiErrorSchema>;
