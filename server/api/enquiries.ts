import type { FastifyInstance, FastifyRequest } from "fastify";
import { ENQUIRY_FORMS } from "../../shared/enquiries/forms.ts";
import { apiError } from "../http/errors.ts";
import type { Services } from "../services.ts";

/** The page the enquiry was sent from, when the browser says and it is this site. */
function sourcePage(request: FastifyRequest): string | null {
  const referer = request.headers.referer;
  if (!referer) return null;
  try {
    const url = new URL(referer);
    return url.host === request.host ? url.pathname.slice(0, 200) : null;
  } catch {
    return null;
  }
}

/**
 * POST contact-us, request-online, order-online (spec 7) and product-enquiry: 201 with a
 * reference once the enquiry is committed, 400 with one message per field, 429 when rate limited.
 * The anti-forgery check and the 32 KB body limit run before these handlers.
 */
export async function enquiryRoutes(app: FastifyInstance, { services }: { services: Services }) {
  for (const form of Object.values(ENQUIRY_FORMS)) {
    app.post(`/${form.endpoint}`, async (request, reply) => {
      const body = typeof request.body === "object" && !Array.isArray(request.body) ? request.body : {};
      const result = await services.enquiries.submit({
        type: form.type,
        body,
        clientAddress: request.ip,
        sourcePage: sourcePage(request),
      });
      if (result.status === "rate-limited") {
        return reply
          .status(429)
          .header("retry-after", String(result.retryAfterSeconds))
          .send(apiError(429, "Too many enquiries from this address; please try again later."));
      }
      if (result.status === "invalid") {
        return reply.status(400).send(apiError(400, "Please correct the highlighted fields.", result.errors));
      }
      return reply.status(201).send({ success: true, reference: result.reference });
    });
  }
}
