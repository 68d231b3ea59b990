import { Link } from "react-router";
import { m } from "../../../shared/i18n/paraglide/messages.js";
import { INDUSTRIES_PATH, NEWS_PATH } from "../../../shared/site/page-hrefs.ts";
import { LinkCard } from "../../components/content/link-card.tsx";
import { PreviewBanner } from "../../components/content/preview-banner.tsx";
import { HeroCarousel } from "../../components/home/hero-carousel.tsx";
import { HomeSection } from "../../components/home/home-section.tsx";
import { KeyFigures } from "../../components/home/key-figures.tsx";
import { NewsTeasers } from "../../components/home/news-teasers.tsx";
import { ExternalLink } from "../../components/ui/external-link.tsx";
import { CHEMICAL_SOLUTIONS_CATEGORY_ID, INDUSTRY_LINKS, productListPath } from "../../navigation/menu.ts";
import { JsonLd } from "../../seo/json-ld.tsx";
import { organizationJsonLd } from "../../seo/organization.ts";
import { pageMeta } from "../../seo/page-meta.ts";
import { useSettings } from "../../settings.ts";
import { siteIdentityOf, useSiteIdentity } from "../../site-identity.ts";
import type { Route } from "./+types/home.ts";
import { SLIDE_INTERVAL_MS } from "./home-content.ts";

export { headers, loader } from "./home.server.ts";

// No `keywords` meta: search engines ignore it, and an English list misdescribed the other languages.
export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: `${siteIdentityOf(matches).company.name} | ${m.meta_home_title()}`,
    description: m.meta_home_description(),
    path: "/",
    matches,
  });

type Category = Route.ComponentProps["loaderData"]["chemicalCategories"][number];

function CategoryGrid({ categories }: { categories: Category[] }) {
  return (
    <ul className="card-grid home-card-grid">
      {categories.map((category) => (
        <LinkCard
          key={category.id}
          to={productListPath(category.id)}
          title={category.name}
          image={category.image}
          headingLevel={3}
        />
      ))}
    </ul>
  );
}

/** Spec 1 and 2.4: banner, products, industries, network, careers, certificates, news, call to action. */
export default function Home({ loaderData }: Route.ComponentProps) {
  const { slides, counters, preview, chemicalCategories, printingCategories, certificates, news } =
    loaderData;
  const { siteUrl } = useSettings();
  const site = useSiteIdentity();
  const [holding, group] = site.parentCompanies;
  return (
    <>
      {preview ? <PreviewBanner editorHref={preview.editorHref} /> : null}
      <JsonLd data={organizationJsonLd(site, siteUrl)} />
      <div className="home-banner">
        <div className="container home-banner-inner" lang={loaderData.lang}>
          <h1 className="home-banner-title">{site.company.tagline}</h1>
          {slides.length > 0 ? (
            <HeroCarousel label="Fenmoor at a glance" slides={slides} intervalMs={SLIDE_INTERVAL_MS} />
          ) : null}
          {counters.length > 0 ? <KeyFigures figures={counters} /> : null}
        </div>
      </div>

      <HomeSection
        id="intro"
        title="Speciality chemistry with a process engineer's eye"
        more={{ label: "More about Fenmoor", to: "/who-we-are" }}
        image={{ file: "pages/who-we-are-laboratory.svg", alt: "" }}
      >
        <p>
          We make foam control agents, silicones, lubricants, release agents and printing chemicals in
          Lincolnshire, and our chemists trial them on your own process until the grade is right.
        </p>
        {holding && group ? (
          <p>
            Fenmoor is part of <ExternalLink href={holding.url}>{holding.name}</ExternalLink> and{" "}
            <ExternalLink href={group.url}>{group.name}</ExternalLink>, which back a specialist with the
            strength of a larger group.
          </p>
        ) : null}
      </HomeSection>

      <HomeSection
        id="chemical-solutions"
        title="Chemical Solutions"
        lead="Defoamers, silicones, lubricants and process aids for manufacturers."
        more={{ label: "All chemical solutions", to: productListPath(CHEMICAL_SOLUTIONS_CATEGORY_ID) }}
        warm
      >
        <CategoryGrid categories={chemicalCategories} />
      </HomeSection>

      <HomeSection
        id="printing-solutions"
        title="Printing Solutions"
        lead="Fount solutions and press-room chemistry that keep heatset web presses running clean."
      >
        <CategoryGrid categories={printingCategories} />
      </HomeSection>

      <HomeSection
        id="industries"
        title="Industries we serve"
        lead="Eleven industries rely on our chemistry to run faster, cleaner and with less waste."
        more={{ label: "All industries", to: INDUSTRIES_PATH }}
        warm
      >
        <ul className="card-grid home-industry-grid">
          {INDUSTRY_LINKS.map((industry) => (
            <LinkCard
              key={industry.to}
              to={industry.to}
              title={industry.label()}
              image={`${industry.to.slice(1)}.svg`}
              headingLevel={3}
            />
          ))}
        </ul>
      </HomeSection>

      <HomeSection
        id="network"
        title="A global network"
        more={{ label: "Talk to our export team", to: "/contact-us" }}
        image={{
          file: "pages/global-network.svg",
          alt: "A globe with routes from Fenmoor to customers abroad",
        }}
      >
        <p>
          From Lincolnshire we ship to more than 40 countries across Europe, the Middle East, Africa, Asia and
          the Americas, with distributors who hold local stock and speak your language.
        </p>
      </HomeSection>

      <HomeSection
        id="careers"
        title="Careers at Fenmoor"
        image={{ file: "pages/careers.svg", alt: "" }}
        warm
      >
        <p>
          Chemists, engineers and operators who like practical problems: if you are curious and careful, there
          is room to grow here.
        </p>
        <p className="button-row">
          <Link className="button button--primary" to="/careers-overview">
            Careers overview
          </Link>
          <Link className="button button--secondary" to="/talent-philosophy">
            Our talent philosophy
          </Link>
        </p>
      </HomeSection>

      <HomeSection
        id="certifications"
        title="Certified quality"
        lead="Independently certified systems and products, so you can approve us as a supplier with confidence."
        more={{ label: "Quality certifications", to: "/quality-certifications" }}
      >
        <ul className="certificate-badges">
          {certificates.map((certificate) => (
            <li key={certificate}>{certificate}</li>
          ))}
        </ul>
      </HomeSection>

      <HomeSection id="news" title="Latest news" more={{ label: "All news", to: NEWS_PATH }} warm>
        <NewsTeasers items={news} />
      </HomeSection>

      <section aria-labelledby="call-to-action-title" className="call-to-action">
        <div className="container call-to-action-inner">
          <div>
            <h2 id="call-to-action-title">Looking for the right product for your process?</h2>
            <p>Tell us about your application and we will recommend a grade, or send you a sample to try.</p>
          </div>
          <p className="button-row">
            <Link className="button button--accent" to="/sales-enquiry">
              Sales enquiry
            </Link>
            <Link className="button button--secondary" to="/request-a-sample">
              Request a sample
            </Link>
          </p>
        </div>
      </section>
    </>
  );
}
