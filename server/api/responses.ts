import { ApiErrorSchema } from "#shared/site/api.ts";

// The error answers each route declares beside its success, so the document shows them and the
// serializer checks them like any other answer.

export const badRequest = { 400: ApiErrorSchema.describe("A parameter is malformed: `message` names it") };

export const notFound = { 404: ApiErrorSchema.describe("Nothing has that name") };

/** Answered to every POST before anything else when its anti-forgery proof is missing (spec 7). */
export const forbidden = {
  403: ApiErrorSchema.describe(
    "The request came from another site, or lacks the anti-forgery header: send the `XSRF-TOKEN` " +
      "cookie's value (`__Host-XSRF-TOKEN` over HTTPS) back in the `x-xsrf-token` header",
  ),
};

export const rateLimited = {
  429: ApiErrorSchema.meta({
    description: "Too many enquiries from this address: try again after the time given",
    headers: {
      "retry-after": { type: "integer", minimum: 1, description: "Seconds to wait before sending again" },
    },
  }),
};

export const refusedFields = {
  400: ApiErrorSchema.describe(
    "The enquiry is refused: `errors` has one message per field, the form's own (a body that is not " +
      "JSON gets only the message)",
  ),
};
