import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { CMS_PAGE_SLUGS, TEAM_KINDS } from "../../shared/company/company-pages.ts";
import type { TeamMember } from "../company/company.ts";
import { apiError } from "../http/errors.ts";
import type { Services } from "../services.ts";

const Slug = z.string().regex(/^[a-z0-9-]{1,100}$/, "slug must be lower-case letters, digits and hyphens");
const PageParams = z.object({ slug: z.enum(CMS_PAGE_SLUGS) });
const TeamParams = z.object({ kind: z.enum(TEAM_KINDS) });
const ProfileParams = z.object({ kind: z.enum(TEAM_KINDS), slug: Slug });
const IndustryParams = z.object({ slug: Slug });

const notFound = (what: string) => apiError(404, `No ${what} found`);

/** Neighbour lists of a profile: one member, or empty at either end of the team (spec 7). */
function neighbour(member: TeamMember | undefined) {
  return member
    ? [{ slug: member.slug, title: member.title, sub_title: member.sub_title, image: member.image }]
    : [];
}

/** Company pages, teams and industries (spec 7): CMS pages, team lists and profiles, industries. */
export async function companyRoutes(app: FastifyInstance, { services }: { services: Services }) {
  const { company } = services;

  app.get("/page/:slug", async (request, reply) => {
    const params = PageParams.safeParse(request.params);
    const page = params.success ? await company.page(params.data.slug) : undefined;
    if (!page) return reply.status(404).send(notFound("page with that slug"));
    return { result: { slug: page.slug, title: page.title, content: JSON.stringify(page.content) } };
  });

  app.get("/all-teams/:kind", async (request, reply) => {
    const params = TeamParams.safeParse(request.params);
    if (!params.success) return reply.status(404).send(notFound("team of that name"));
    return { data: await company.team(params.data.kind) };
  });

  app.get("/teams/:kind/:slug", async (request, reply) => {
    const params = ProfileParams.safeParse(request.params);
    const profile = params.success ? await company.profile(params.data.kind, params.data.slug) : undefined;
    if (!profile) return reply.status(404).send(notFound("team member with that slug"));
    return {
      data: [profile.member],
      previousResult: neighbour(profile.previous),
      nextResult: neighbour(profile.next),
    };
  });

  app.get("/industries-list", async () => {
    const industries = await company.industries();
    return { data: industries.map(({ slug, image, name }) => ({ slug, image, name })) };
  });

  app.get("/industries-detail/:slug", async (request, reply) => {
    const params = IndustryParams.safeParse(request.params);
    const industry = params.success ? await company.industry(params.data.slug) : undefined;
    if (!industry) return reply.status(404).send(notFound("industry with that slug"));
    return {
      data: industry.sections,
      detail: [{ name: industry.name, description: industry.about }],
    };
  });
}
