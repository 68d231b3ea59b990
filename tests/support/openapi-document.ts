import { expect } from "vitest";
import { z } from "zod";
import type { TestService } from "./test-service.ts";

export type OpenApiDocument = {
  openapi: string;
  info: { title: string; version: string; description?: string };
  servers: { url: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, unknown> };
};
type Operation = {
  parameters?: { name: string; in: string }[];
  requestBody?: { content: Record<string, { schema: unknown }> };
  responses: Record<string, Response>;
};
type Response = {
  description: string;
  headers?: Record<string, unknown>;
  content?: Record<string, { schema: unknown }>;
};

export async function openApiDocument(service: TestService): Promise<OpenApiDocument> {
  const response = await service.fetch("/api/openapi.json");
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toMatch(/^application\/json/);
  return (await response.json()) as OpenApiDocument;
}

/** `/api/teams/:kind/:slug` as the document writes it: `/api/teams/{kind}/{slug}`. */
export const openApiPath = (route: string) => route.replace(/:(\w+)/g, "{$1}");

/** Every method and path the running service routes under /api/, read from Fastify's own route table. */
export function registeredApiRoutes(service: TestService): { method: string; path: string }[] {
  const table = service.app.printRoutes({ commonPrefix: false });
  return [...table.matchAll(/(\/api\/\S*) \(([^)]+)\)/g)].flatMap(([, path = "", methods = ""]) =>
    methods.split(", ").map((method) => ({ method, path })),
  );
}

/** A JSON schema of the document as a zod schema, its `$ref`s to the document's components resolved. */
export function documentedSchema(document: OpenApiDocument, schema: unknown): z.ZodType {
  const local = (value: unknown) =>
    JSON.parse(JSON.stringify(value).replaceAll("#/components/schemas/", "#/$defs/"));
  return z.fromJSONSchema({ ...local(schema), $defs: local(document.components.schemas) });
}

/** The JSON schema of one documented answer. */
export function responseSchema(document: OpenApiDocument, path: string, method: string, status: number) {
  const response = document.paths[path]?.[method]?.responses[String(status)];
  const schema = response?.content?.["application/json"]?.schema;
  if (!schema) throw new Error(`no ${status} answer documented for ${method.toUpperCase()} ${path}`);
  return documentedSchema(document, schema);
}
