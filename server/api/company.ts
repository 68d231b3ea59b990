import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { CmsPageSchema, TeamListSchema, TeamProfileSchema } from "../../shared/company/api.ts";
import { IndustryDetailSchema, IndustryListSchema } from "../../shared/industries/api.ts";
import { CMS_PAGE_SLUGS, TEAM_KINDS, type TeamMember } from "../company/company.ts";
import { apiError } from "../http/errors.ts";
import type { Services } from "../services.ts";
import { notFound } from "./responses.ts";

// A path parameter's message is the 404's: a malformed name is answered as an unknown one.
const NO_PAGE = "No page with that slug found";
const NO_TEAM = "No team of that name found";
const NO_MEMBER = "No team member with that slug found";
const NO_INDUSTRY = "No industry with that slug found";

const Slug = (message: string) => z.string().regex(/^[a-z0-9-]{1,100}$/, message);
const PageParams = z.object({ slug: z.enum(CMS_PAGE_SLUGS, { error: NO_PAGE }) });
const TeamParams = z.object({ kind: z.enum(TEAM_KINDS, { error: NO_TEAM }) });
const ProfileParams = z.object({ kind: z.enum(TEAM_KINDS, { error: NO_MEMBER }), slug: Slug(NO_MEMBER) });
const IndustryParams = z.object({ slug: Slug(NO_INDUSTRY) });

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
        params: PageParams,
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
        params: TeamParams,
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
        params: ProfileParams,
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
        params: IndustryParams,
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
