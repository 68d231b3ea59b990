import { m } from "#shared/i18n/paraglide/messages.js";
import { NotFound } from "../components/layout/not-found.tsx";
import { pageMeta } from "../seo/page-meta.ts";
import type { Route } from "./+types/error.ts";

export { loader } from "./error.server.ts";

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta({
    title: m.not_found_meta_title(),
    description: m.not_found_text(),
    path: "/error",
    matches,
    noindex: true,
  }),
];

export default function ErrorPage() {
  return <NotFound />;
}
