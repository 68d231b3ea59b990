import { Link } from "react-router";
import { pageMeta } from "../seo/page-meta.ts";
import { siteConfig } from "../site-config.ts";
import type { Route } from "./+types/home.ts";

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta({
    title: `${siteConfig.company.name} | Foam control agents, silicones and speciality chemicals`,
    description:
      "UK manufacturer of foam control agents, silicone emulsions, release agents, lubricants and printing chemicals, supplying industry in more than 40 countries.",
    path: "/",
    matches,
  }),
  {
    name: "keywords",
    content:
      "foam control agents, defoamers, antifoams, silicone emulsions, release agents, lubricants, printing chemicals",
  },
];

export default function Home() {
  return (
    <section className="hero">
      <div className="container hero-inner">
        <h1>Foam control and speciality chemistry, made in Britain</h1>
        <p className="hero-lead">{siteConfig.company.tagline}.</p>
        <p className="button-row">
          <Link className="button button--accent" to="/product">
            Explore products
          </Link>
          <Link className="button button--secondary" to="/sales-enquiry">
            Sales enquiry
          </Link>
        </p>
      </div>
    </section>
  );
}
