import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  CmsPageSchema,
  NO_MEMBER,
  NO_PAGE,
  PageParamsSchema,
  ProfileParamsSchema,
  TeamListSchema,
  TeamParamsSchema,
  TeamProfileSchema,
} from "#shared/company/api.ts";
import {
  IndustryDetailSchema,
  IndustryListSchema,
  IndustryParamsSchema,
  NO_INDUSTRY,
} from "#shared/industries/api.ts";
import type { TeamMember } from "../company/company.ts";
import { apiError } from "../http/errors.ts";
import type { Services } from "../services.ts";
import { notFound } from "./responses.ts";

/** Neighbour lists of a profile: one member, or empty at either end of the team (spec 7). */
const neighbour = (member: TeamMember | undefined) => (member ? [member] : []);

/** Company pages, teams and industries (spec 7): CMS pages, team lists and profiles, industries. */
export async function companyRoutes(fastify: FastifyInstance, { services }: { services: Services }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { company } = services;

  app.get(
    "/page/:slug",
    {
      schema: {
        summary: "A company page",
        params: PageParamsSchema,
        response: { 200: CmsPageSchema, ...notFound },
      },
    },
    async (request, reply) => {
      const page = await company.page(request.params.slug);
      if (!page) return reply.status(404).send(apiError(404, NO_PAGE));
      return { result: { slug: page.slug, title: page.title, content: JSON.stringify(page.content) } };
    },
  );

  app.get(
    "/all-teams/:kind",
    {
      schema: {
        summary: "The board of directors or the corporate team",
        params: TeamParamsSchema,
        response: { 200: TeamListSchema, ...notFound },
      },
    },
    async (request) => ({ data: await company.team(request.params.kind) }),
  );

  app.get(
    "/teams/:kind/:slug",
    {
      schema: {
        summary: "A team member's profile",
        params: ProfileParamsSchema,
        response: { 200: TeamProfileSchema, ...notFound },
      },
    },
    async (request, reply) => {
      const profile = await company.profile(request.params.kind, request.params.slug);
      if (!profile) return reply.status(404).send(apiError(404, NO_MEMBER));
      return {
        data: [profile.member],
        previousResult: neighbour(profile.previous),
        nextResult: neighbour(profile.next),
      };
    },
  );

  app.get(
    "/industries-list",
    { schema: { summary: "Every industry", response: { 200: IndustryListSchema } } },
    async () => ({ data: await company.industries() }),
  );

  app.get(
    "/industries-detail/:slug",
    {
      schema: {
        summary: "An industry's sections",
        params: IndustryParamsSchema,
        response: { 200: IndustryDetailSchema, ...notFound },
      },
    },
    async (request, reply) => {
      const industry = await company.industry(request.params.slug);
      if (!industry) return reply.status(404).send(apiError(404, NO_INDUSTRY));
      return {
        data: industry.sections,
        detail: [{ name: industry.name, description: industry.about }],
      };
    },
  );
}
