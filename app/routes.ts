import { index, type RouteConfig, route } from "@react-router/dev/routes";
import { CONTENT_PAGES } from "./routes/company/content-pages.ts";
import { PLACEHOLDER_PAGES } from "./routes/placeholder-pages.ts";

const CONTENT_PAGE_SLUGS = Object.keys(CONTENT_PAGES);

/** The route table of spec 2.1; pages not yet built render a placeholder screen. */
export default [
  index("routes/home.tsx"),
  route("about", "routes/about.tsx"),
  route("error", "routes/error.tsx"),
  route("who-we-are", "routes/company/who-we-are.tsx"),
  ...(["board-of-directors", "corporate-team"] as const).flatMap((team) => [
    route(team, "routes/company/team-list.tsx", { id: `team/${team}` }),
    route(`${team}/:slug`, "routes/company/team-profile.tsx", { id: `team/${team}/profile` }),
  ]),
  ...CONTENT_PAGE_SLUGS.map((slug) =>
    route(slug, "routes/company/content-page.tsx", { id: `content/${slug}` }),
  ),
  route("talent-philosophy", "routes/company/talent-philosophy.tsx"),
  route("quality-certifications", "routes/company/quality-certifications.tsx"),
  route("industries", "routes/industries/industry-list.tsx"),
  route("industries/:id", "routes/industries/industry-detail.tsx"),
  ...PLACEHOLDER_PAGES.map((page) =>
    route(page.path, "routes/placeholder.tsx", { id: `placeholder/${page.path}` }),
  ),
] satisfies RouteConfig;
