import swagger, { type SwaggerTransformObject } from "@fastify/swagger";
import type { FastifyInstance } from "fastify";
import {
  jsonSchemaTransform,
  jsonSchemaTransformObject,
  type ZodTypeProvider,
} from "fastify-type-provider-zod";
import { z } from "zod";
import { siteConfig as site } from "#shared/site/site-config.ts";

/** The contract's own version: raise it when a declared shape changes. */
const API_VERSION = "1.0.0";

const DESCRIPTION = `The JSON API of the ${site.company.name} website: the catalogue, company pages, teams, \
industries, news and press releases, and the enquiry forms. Every answer carries only the fields declared here. \
File paths (pdflink, pdf_name, image) are relative to the site's file base address. Errors share one shape, \
ApiError. POSTs need the anti-forgery proof a page of the site sets: its XSRF-TOKEN cookie (__Host-XSRF-TOKEN \
over HTTPS) sent back in the x-xsrf-token header, from the site's own origin.`;

/** The generated document: OpenAPI 3.1, with the schemas's JSON Schema (2020-12) as its dialect. */
const OpenApiDocumentSchema = z
  .looseObject({
    openapi: z.string(),
    info: z.looseObject({ title: z.string(), version: z.string() }),
    paths: z.record(z.string(), z.unknown()),
  })
  .describe("This document");

type OpenApiDocument = ReturnType<SwaggerTransformObject>;

/** Drops the component schemas nothing refers to (the type provider emits an input copy of each). */
function withoutUnusedComponents(document: OpenApiDocument): OpenApiDocument {
  const schemas = "components" in document ? document.components?.schemas : undefined;
  if (!schemas) return document;
  const refersTo = (json: string, name: string) => json.includes(`"#/components/schemas/${name}"`);
  const outside = JSON.stringify({ ...document, components: undefined });
  let kept = Object.keys(schemas).filter((name) => refersTo(outside, name));
  // Components may refer to others (a category to its sub-categories): follow them too.
  for (let previous = -1; previous !== kept.length; ) {
    previous = kept.length;
    const reachable = outside + JSON.stringify(kept.map((name) => schemas[name]));
    kept = Object.keys(schemas).filter((name) => refersTo(reachable, name));
  }
  for (const name of Object.keys(schemas)) if (!kept.includes(name)) delete schemas[name];
  return document;
}

/**
 * Collects the routes registered after it in this scope into an OpenAPI 3.1 document, from their
 * zod schemas, and serves it at GET /api/openapi.json.
 */
export async function openApiDocument(fastify: FastifyInstance, { siteUrl }: { siteUrl: string }) {
  await fastify.register(swagger, {
    openapi: {
      openapi: "3.1.0",
      info: { title: `${site.company.name} website API`, version: API_VERSION, description: DESCRIPTION },
      servers: [{ url: siteUrl }],
    },
    transform: jsonSchemaTransform,
    transformObject: (document) => withoutUnusedComponents(jsonSchemaTransformObject(document)),
  });
  fastify.withTypeProvider<ZodTypeProvider>().get(
    "/openapi.json",
    {
      schema: { summary: "The API's OpenAPI 3.1 document", response: { 200: OpenApiDocumentSchema } },
    },
    async () => fastify.swagger() as z.infer<typeof OpenApiDocumentSchema>,
  );
}
