import { Link } from "react-router";
import { m } from "#shared/i18n/paraglide/messages.js";
import type { BreadcrumbHandle } from "../../components/ui/breadcrumb.tsx";
import { PageBanner } from "../../components/ui/page-banner.tsx";
import { useLocalizedPath } from "../../i18n/page-locale.ts";
import { pageMeta } from "../../seo/page-meta.ts";
import "../../styles/company.css";
import type { Route } from "./+types/talent-philosophy.ts";

/** The four pillars of spec 2.7, in the spec's order. */
const PILLARS = [
  { name: m.talent_bonding, text: m.talent_bonding_text },
  { name: m.talent_thinking, text: m.talent_thinking_text },
  { name: m.talent_nurturing, text: m.talent_nurturing_text },
  { name: m.talent_diversity, text: m.talent_diversity_text },
] as const;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: m.nav_talent_philosophy(),
    description: m.meta_talent_description(),
    path: "/talent-philosophy",
    matches,
  });

export const handle: BreadcrumbHandle = {
  breadcrumb: () => [
    { label: m.nav_careers(), to: "/careers-overview" },
    { label: m.nav_talent_philosophy() },
  ],
};

export default function TalentPhilosophy() {
  const localized = useLocalizedPath();
  return (
    <>
      <PageBanner title={m.nav_talent_philosophy()} lead={m.meta_talent_description()} />
      <div className="container page-section">
        <ol className="pillars">
          {PILLARS.map((pillar, index) => (
            <li key={pillar.name()} className="pillar">
              <span className="pillar-number" aria-hidden="true">
                {String(index + 1).padStart(2, "0")}
              </span>
              <h2>{pillar.name()}</h2>
              <p>{pillar.text()}</p>
            </li>
          ))}
        </ol>
        <p>
          {m.talent_join_before()}
          <Link to={localized("/careers-overview")}>{m.talent_join_link()}</Link>
          {m.talent_join_after()}
        </p>
      </div>
    </>
  );
}
