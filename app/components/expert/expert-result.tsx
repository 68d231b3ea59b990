import { Link } from "react-router";
import { finderHref } from "../../../shared/catalogue/finder-url.ts";
import { type ExpertFit, FIT_LABELS } from "../../../shared/expert/matching.ts";
import type { ExpertIndustry, ExpertProblem } from "../../../shared/expert/questions.ts";
import type { Region } from "../../../shared/expert/specialists.ts";
import type { EnquiryActionData, EnquiryPageData } from "../../enquiries/page-data.ts";
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
  return (
    <>
      <section aria-labelledby="expert-products-title" className="expert-section">
        <h2 id="expert-products-title">Products that fit</h2>
        {matches.length > 0 ? (
          <>
            <p className="muted">
              Closest fit first. Each product page has its datasheet, typical properties and certifications.
            </p>
            <ul className="product-results expert-products">
              {matches.map(({ product, fit }) => (
                <li key={product.slug} className="expert-product">
                  <p className={`expert-fit expert-fit--${fit}`}>{FIT_LABELS[fit]}</p>
                  <ProductCard product={product} />
                </li>
              ))}
            </ul>
          </>
        ) : (
          <p>No product of ours is made for this problem yet; our specialist will advise you.</p>
        )}
        <p>
          <Link to={finderHref({ facets: { industry: [industry.slug], function: [problem.function] } })}>
            Every product for {industry.name} made for this problem
          </Link>
        </p>
      </section>
      <section aria-labelledby="expert-ask-title" className="expert-section enquiry-card">
        <h2 id="expert-ask-title">Ask our specialist</h2>
        <p>
          Your enquiry goes to the specialist for {industry.name} in your region, with your answers and these
          products filled in below; add what you know about your process.
        </p>
        {specialists.length > 0 ? (
          <ul className="expert-specialists">
            {specialists.map((specialist) => (
              <li key={specialist.slug}>
                <strong>{specialist.name}</strong>, {specialist.role}{" "}
                <span className="muted">({specialist.regions.join(", ")})</span>
              </li>
            ))}
          </ul>
        ) : null}
        <EnquiryForm page={form} actionData={actionData} scrollOffset={16} />
      </section>
    </>
  );
}
