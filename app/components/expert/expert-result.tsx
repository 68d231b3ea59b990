import { Link } from "react-router";
import { finderHref } from "#shared/catalogue/finder-url.ts";
import { optionLabel } from "#shared/enquiries/option-labels.ts";
import { type ExpertFit, FIT_LABELS } from "#shared/expert/matching.ts";
import type { ExpertIndustry, ExpertProblem } from "#shared/expert/questions.ts";
import type { Region } from "#shared/expert/specialists.ts";
import { BASE_LOCALE } from "#shared/i18n/locales.ts";
import { m } from "#shared/i18n/paraglide/messages.js";
import { INDUSTRY_NAMES } from "#shared/industries/industry-names.ts";
import type { EnquiryActionData, EnquiryPageData } from "../../enquiries/page-data.ts";
import { useLocalizedPath, usePageLocale } from "../../i18n/page-locale.ts";
import { ProductCard, type ProductCardData } from "../catalogue/product-card.tsx";
import { EnquiryForm } from "../enquiry/enquiry-form.tsx";

type Props = {
  industry: ExpertIndustry;
  problem: ExpertProblem;
  matches: { product: ProductCardData; fit: ExpertFit }[];
  specialists: { slug: string; name: string; role: string; regions: Region[] }[];
  form: EnquiryPageData;
  actionData: EnquiryActionData | undefined;
};

/** The products that fit the answers, who will answer, and the enquiry filled in with both. */
export function ExpertResult({ industry, problem, matches, specialists, form, actionData }: Props) {
  const localized = useLocalizedPath();
  // The specialists' roles are English on every page (no translation holds them), so marked so.
  const roleLang = usePageLocale() === BASE_LOCALE ? undefined : "en";
  const industryName = INDUSTRY_NAMES[industry.slug]();
  return (
    <>
      <section aria-labelledby="expert-products-title" className="expert-section">
        <h2 id="expert-products-title">{m.form_expert_products_title()}</h2>
        {matches.length > 0 ? (
          <>
            <p className="muted">{m.form_expert_products_note()}</p>
            <ul className="product-results expert-products">
              {matches.map(({ product, fit }) => (
                <li key={product.slug} className="expert-product">
                  <p className={`expert-fit expert-fit--${fit}`}>{FIT_LABELS[fit]()}</p>
                  <ProductCard product={product} />
                </li>
              ))}
            </ul>
          </>
        ) : (
          <p>{m.form_expert_no_products()}</p>
        )}
        <p>
          <Link
            to={localized(
              finderHref({ facets: { industry: [industry.slug], function: [problem.function] } }),
            )}
          >
            {m.form_expert_every_product({ industry: industryName })}
          </Link>
        </p>
      </section>
      <section aria-labelledby="expert-ask-title" className="expert-section enquiry-card">
        <h2 id="expert-ask-title">{m.form_expert_ask_title()}</h2>
        <p>{m.form_expert_ask_text({ industry: industryName })}</p>
        {specialists.length > 0 ? (
          <ul className="expert-specialists">
            {specialists.map((specialist) => (
              <li key={specialist.slug}>
                <strong>{specialist.name}</strong>, <span lang={roleLang}>{specialist.role}</span>{" "}
                <span className="muted">({specialist.regions.map(optionLabel).join(", ")})</span>
              </li>
            ))}
          </ul>
        ) : null}
        <EnquiryForm page={form} actionData={actionData} scrollOffset={16} />
      </section>
    </>
  );
}
