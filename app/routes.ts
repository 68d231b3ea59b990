import { index, type RouteConfig, route } from "@react-router/dev/routes";
import { PLACEHOLDER_PAGES } from "./routes/placeholder-pages.ts";

/** The route table of spec 2.1; pages not yet built render a placeholder screen. */
export default [
  index("routes/home.tsx"),
  route("about", "routes/about.tsx"),
  route("error", "routes/error.tsx"),
  ...PLACEHOLDER_PAGES.map((page) =>
    route(page.path, "routes/placeholder.tsx", { id: `placeholder/${page.path}` }),
  ),
] satisfies RouteConfig;
