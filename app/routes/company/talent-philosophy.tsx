import { Link } from "react-router";
import { m } from "../../../shared/i18n/paraglide/messages.js";
import type { BreadcrumbHandle } from "../../components/ui/breadcrumb.tsx";
import { PageBanner } from "../../components/ui/page-banner.tsx";
import { pageMeta } from "../../seo/page-meta.ts";
import type { Route } from "./+types/talent-philosophy.ts";

/** The four pillars of spec 2.7, in the spec's order. */
const PILLARS = [
  {
    name: "Bonding",
    text: "We are a company of about 120 people, and we want everyone to know the people they work with. New starters spend their first fortnight in every department, from the laboratory to the loading bay, and teams meet across the site every month.",
  },
  {
    name: "Out-of-the-box thinking",
    text: "The best fixes for a customer's foam problem have often come from an operator or a trainee. We ask for ideas, try the good ones quickly and say thank you for the ones that did not work. Every year the site votes for the improvement that made the biggest difference.",
  },
  {
    name: "Nurturing",
    text: "We would rather grow talent than hire it in. Every employee has a development plan and a training budget, apprentices have a mentor from another team, and we fund qualifications from NVQs to chartered status.",
  },
  {
    name: "Diversity",
    text: "Our customers work in over 40 countries, and our team should reflect the world we sell to. We recruit on skills and potential, publish our gender pay figures, and offer flexible hours to anyone whose role allows them.",
  },
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
  return (
    <>
      <PageBanner title={m.nav_talent_philosophy()} lead={m.meta_talent_description()} />
      <div className="container page-section">
        <ol className="pillars">
          {PILLARS.map((pillar, index) => (
            <li key={pillar.name} className="pillar">
              <span className="pillar-number" aria-hidden="true">
                {String(index + 1).padStart(2, "0")}
              </span>
              <h2>{pillar.name}</h2>
              <p>{pillar.text}</p>
            </li>
          ))}
        </ol>
        <p>
          Interested in joining us? Read about <Link to="/careers-overview">careers at Fenmoor</Link>.
        </p>
      </div>
    </>
  );
}
