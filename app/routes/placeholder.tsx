import { useLocation } from "react-router";
import { pageMeta } from "../seo/page-meta.ts";
import type { Route } from "./+types/placeholder.ts";
import { PLACEHOLDER_PAGES } from "./placeholder-pages.ts";

function pageFor(routeId: string) {
  return PLACEHOLDER_PAGES.find((page) => `placeholder/${page.path}` === routeId);
}

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const page = pageFor(matches[matches.length - 1]?.id ?? "");
  return pageMeta({
    title: page?.title ?? "Fenmoor Chemicals",
    description: page?.description ?? "",
    path: location.pathname,
    matches,
  });
};

/** Stands in for a screen of the route table until its issue builds it. */
export default function Placeholder({ matches }: Route.ComponentProps) {
  const location = useLocation();
  const page = pageFor(matches[matches.length - 1]?.id ?? "");
  return (
    <section className="container page-section">
      <h1>{page?.title}</h1>
      <p>{page?.description}</p>
      <p className="muted">This page ({location.pathname}) is being prepared.</p>
    </section>
  );
}
