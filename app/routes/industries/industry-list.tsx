import { Link } from "react-router";
import { Artwork } from "../../components/content/artwork.tsx";
import { PageBanner } from "../../components/ui/page-banner.tsx";
import { servicesContext } from "../../context.ts";
import { pageMeta } from "../../seo/page-meta.ts";
import type { Route } from "./+types/industry-list.ts";

const DESCRIPTION =
  "Foam control, release, lubrication and process chemistry for eleven industries, from adhesives to water treatment.";

export async function loader({ context }: Route.LoaderArgs) {
  return { industries: await context.get(servicesContext).company.industries() };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({ title: "Industries", description: DESCRIPTION, path: "/industries", matches });

/** Spec 2.8: industry cards linking to /industries/{slug}. */
export default function IndustryList({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageBanner
        title="Industries"
        lead={DESCRIPTION}
        breadcrumb={[{ label: "Home", to: "/" }, { label: "Industries" }]}
      />
      <div className="container page-section">
        <ul className="card-grid industry-grid">
          {loaderData.industries.map((industry) => (
            <li key={industry.slug} className="industry-card">
              <Artwork file={industry.image} kind="industry" alt="" className="industry-card-image" />
              <h2 className="industry-card-name">
                <Link to={`/industries/${industry.slug}`} className="card-link">
                  {industry.name}
                </Link>
              </h2>
              <p>{industry.summary}</p>
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}
