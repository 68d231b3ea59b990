import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { declaredEnquiryBody, EnquiryAcceptedSchema } from "#shared/enquiries/api.ts";
import { ENQUIRY_FORMS } from "#shared/enquiries/forms.ts";
import { visitSourceOf } from "#shared/enquiries/visit-source-schema.ts";
import { clientAddress } from "../http/client-address.ts";
import { apiError } from "../http/errors.ts";
import type { Services } from "../services.ts";
import { forbidden, rateLimited, refusedFields } from "./responses.ts";

/** The page the enquiry was sent from, when the browser says and it is this site. */
function sourceAddress(request: FastifyRequest): URL | undefined {
  const referer = request.headers.referer;
  if (!referer) return undefined;
  try {
    const url = new URL(referer);
    return url.host === request.host ? url : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The enquiry service validates the body itself, after its rate limit and with the form's own
 * schema and messages (the page's no-JavaScript action calls it too), so the route passes the
 * declared body through rather than checking it twice with other words.
 */
const checkedByTheService = () => (body: unknown) => ({ value: body });

/**
 * POST contact-us, request-online, order-online (spec 7) and product-enquiry: 201 with a
 * reference once the enquiry is committed, 400 with one message per field, 429 when rate limited.
 * The anti-forgery check and the 32 KB body limit run before these handlers.
 */
export async function enquiryRoutes(fastify: FastifyInstance, { services }: { services: Services }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  for (const form of Object.values(ENQUIRY_FORMS)) {
    app.post(
      `/${form.endpoint}`,
      {
        schema: {
          summary: `Send a ${form.type} enquiry`,
          body: declaredEnquiryBody(form),
          response: { 201: EnquiryAcceptedSchema, ...refusedFields, ...forbidden, ...rateLimited },
        },
        validatorCompiler: checkedByTheService,
      },
      async (request, reply) => {
        const body: unknown = request.body;
        const page = sourceAddress(request);
        const result = await services.enquiries.submit({
          type: form.type,
          body: typeof body === "object" && !Array.isArray(body) ? body : {},
          clientAddress: clientAddress(request),
          sourcePage: page ? page.pathname.slice(0, 200) : null,
          visitSource: visitSourceOf(body, page),
        });
        if (result.status === "rate-limited") {
          return reply
            .status(429)
            .header("retry-after", String(result.retryAfterSeconds))
            .send(apiError(429, "Too many enquiries from this address; please try again later."));
        }
        if (result.status === "invalid") {
          return reply
            .status(400)
            .send(apiError(400, "Please correct the highlighted fields.", result.errors));
        }
        return reply.status(201).send({ success: true, reference: result.reference });
      },
    );
  }
}
