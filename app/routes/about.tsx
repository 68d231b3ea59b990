import { m } from "#shared/i18n/paraglide/messages.js";
import { pageMeta } from "../seo/page-meta.ts";
import type { Route } from "./+types/about.ts";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: m.meta_about_title(),
    description: m.meta_about_description(),
    path: "/about",
    matches,
  });

/** Spec 2.1: a placeholder screen that only says it works. */
export default function About() {
  return (
    <section className="container page-section">
      <h1>About</h1>
      <p>about works!</p>
    </section>
  );
}
