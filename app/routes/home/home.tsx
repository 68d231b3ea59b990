import { Link } from "react-router";
import { m } from "#shared/i18n/paraglide/messages.js";
import { INDUSTRIES_PATH, NEWS_PATH } from "#shared/site/page-hrefs.ts";
import { LinkCard } from "../../components/content/link-card.tsx";
import { PreviewBanner } from "../../components/content/preview-banner.tsx";
import { HeroCarousel } from "../../components/home/hero-carousel.tsx";
import { HomeSection } from "../../components/home/home-section.tsx";
import { KeyFigures } from "../../components/home/key-figures.tsx";
import { NewsTeasers } from "../../components/home/news-teasers.tsx";
import { ExternalLink } from "../../components/ui/external-link.tsx";
import { FailedLoadNotice } from "../../components/ui/failed-load-notice.tsx";
import { useLocalizedPath } from "../../i18n/page-locale.ts";
import { loadOrEmpty } from "../../navigation/failed-load.ts";
import { CHEMICAL_SOLUTIONS_CATEGORY_ID, INDUSTRY_LINKS, productListPath } from "../../navigation/menu.ts";
import { JsonLd } from "../../seo/json-ld.tsx";
import { organizationJsonLd } from "../../seo/organization.ts";
import { pageMeta } from "../../seo/page-meta.ts";
import { useSettings } from "../../settings.ts";
import { siteIdentityOf, useSiteIdentity } from "../../site-identity.ts";
import "../../styles/home.css";
import type { Route } from "./+types/home.ts";
import { SLIDE_INTERVAL_MS } from "./home-content.ts";

export { headers, loader } from "./home.server.ts";

type HomeData = Awaited<ReturnType<Route.ClientLoaderArgs["serverLoader"]>>;

/** Spec 8: home news simply empty when it does not load, and so is the rest the loader brings. */
export const clientLoader = ({ serverLoader }: Route.ClientLoaderArgs) =>
  loadOrEmpty(
    serverLoader,
    (): HomeData => ({
      slides: [],
      counters: [],
      chemicalCategories: [],
      printingCategories: [],
      certificates: [],
      news: [],
    }),
  );

// Spec 2.3: the home page sets keywords as well as its description, each language its own list.
export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: `${siteIdentityOf(matches).company.name} | ${m.meta_home_title()}`,
    description: m.meta_home_description(),
    keywords: m.meta_home_keywords(),
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
  const localized = useLocalizedPath();
  const [holding, group] = site.parentCompanies;
  return (
    <>
      {preview ? <PreviewBanner editorHref={preview.editorHref} /> : null}
      <JsonLd data={import.meta.env.SSR && organizationJsonLd(site, siteUrl)} />
      <div className="home-banner">
        <div className="container home-banner-inner" lang={loaderData.lang}>
          <h1 className="home-banner-title">{site.company.tagline}</h1>
          <FailedLoadNotice data={loaderData} />
          {slides.length > 0 ? (
            <HeroCarousel label={m.home_carousel_label()} slides={slides} intervalMs={SLIDE_INTERVAL_MS} />
          ) : null}
          {counters.length > 0 ? <KeyFigures figures={counters} /> : null}
        </div>
      </div>

      <HomeSection
        id="intro"
        title={m.home_intro_title()}
        more={{ label: m.home_intro_more(), to: "/who-we-are" }}
        image={{ file: "pages/who-we-are-laboratory.svg", alt: "" }}
      >
        <p>{m.home_intro_text()}</p>
        {holding && group ? (
          <p>
            {m.home_group_before()}
            <ExternalLink href={holding.url}>{holding.name}</ExternalLink>
            {m.home_group_and()}
            <ExternalLink href={group.url}>{group.name}</ExternalLink>
            {m.home_group_after()}
          </p>
        ) : null}
      </HomeSection>

      <HomeSection
        id="chemical-solutions"
        title={m.nav_chemical_solutions()}
        lead={m.home_chemical_lead()}
        more={{ label: m.home_chemical_more(), to: productListPath(CHEMICAL_SOLUTIONS_CATEGORY_ID) }}
        warm
      >
        <CategoryGrid categories={chemicalCategories} />
      </HomeSection>

      <HomeSection id="printing-solutions" title={m.nav_printing_solutions()} lead={m.home_printing_lead()}>
        <CategoryGrid categories={printingCategories} />
      </HomeSection>

      <HomeSection
        id="industries"
        title={m.home_industries_title()}
        lead={m.home_industries_lead()}
        more={{ label: m.home_industries_more(), to: INDUSTRIES_PATH }}
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
        title={m.home_network_title()}
        more={{ label: m.home_network_more(), to: "/contact-us" }}
        image={{
          file: "pages/global-network.svg",
          alt: m.home_network_alt(),
        }}
      >
        <p>{m.home_network_text()}</p>
      </HomeSection>

      <HomeSection
        id="careers"
        title={m.home_careers_title()}
        image={{ file: "pages/careers.svg", alt: "" }}
        warm
      >
        <p>{m.home_careers_text()}</p>
        <p className="button-row">
          <Link className="button button--primary" to={localized("/careers-overview")}>
            {m.home_careers_overview()}
          </Link>
          <Link className="button button--secondary" to={localized("/talent-philosophy")}>
            {m.home_careers_talent()}
          </Link>
        </p>
      </HomeSection>

      <HomeSection
        id="certifications"
        title={m.home_quality_title()}
        lead={m.home_quality_lead()}
        more={{ label: m.home_quality_more(), to: "/quality-certifications" }}
      >
        <ul className="certificate-badges">
          {certificates.map((certificate) => (
            <li key={certificate}>{certificate}</li>
          ))}
        </ul>
      </HomeSection>

      <HomeSection
        id="news"
        title={m.home_news_title()}
        more={{ label: m.home_news_more(), to: NEWS_PATH }}
        warm
      >
        <NewsTeasers items={news} />
      </HomeSection>

      <section aria-labelledby="call-to-action-title" className="call-to-action">
        <div className="container call-to-action-inner">
          <div>
            <h2 id="call-to-action-title">{m.home_cta_title()}</h2>
            <p>{m.home_cta_text()}</p>
          </div>
          <p className="button-row">
            <Link className="button button--accent" to={localized("/sales-enquiry")}>
              {m.home_cta_sales()}
            </Link>
            <Link className="button button--secondary" to={localized("/request-a-sample")}>
              {m.home_cta_sample()}
            </Link>
          </p>
        </div>
      </section>
    </>
  );
}
