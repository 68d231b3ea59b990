import { data } from "react-router";
import { NotFound } from "../components/layout/not-found.tsx";
import { pageMeta } from "../seo/page-meta.ts";
import type { Route } from "./+types/error.ts";

export function loader() {
  // The error page is a 404 wherever it is shown, so search engines never index it.
  return data(null, { status: 404 });
}

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
