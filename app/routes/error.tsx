import { NotFound } from "../components/layout/not-found.tsx";
import { pageMeta } from "../seo/page-meta.ts";
import type { Route } from "./+types/error.ts";

export { loader } from "./error.server.ts";

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta({
    title: "Page not found",
    description: "The page you are trying to access may have been moved.",
    path: "/error",
    matches,
    noindex: true,
  }),
];

export default function ErrorPage() {
  return <NotFound />;
}
