import type { RouterContextProvider } from "react-router";
import { data } from "react-router";
import { servicesContext } from "#server/router-context.ts";
import type { Services } from "#server/services.ts";
import { PRODUCT_LIST_SEPARATOR } from "#shared/enquiries/forms.ts";
import { readExpertAnswers } from "#shared/expert/answers.ts";
import { PROBLEM_TEXTS } from "#shared/expert/choice-texts.ts";
import { type ExpertMatchAnswers, matchProducts } from "#shared/expert/matching.ts";
import { EXPERT_PROBLEMS, type ExpertIndustry } from "#shared/expert/questions.ts";
import { m } from "#shared/i18n/paraglide/messages.js";
import { enquiryHeaders, prepareEnquiryForm, submitEnquiryForm } from "../enquiries/enquiry-page.server.ts";
import type { Route } from "./+types/talk-to-an-expert.ts";

/** The problems some product answers in the industry, with how many products do. */
async function problemsIn(services: Services, industry: ExpertIndustry) {
  const { facets } = await services.search.products({
    query: "",
    categoryIds: [],
    facets: { industry: [industry.slug] },
    counts: true,
    skip: 0,
    limit: 0,
  });
  const functions = facets?.find((facet) => facet.key === "function")?.values ?? [];
  return EXPERT_PROBLEMS.flatMap((problem) => {
    const count = functions.find((value) => value.slug === problem.function)?.count ?? 0;
    return count > 0 ? [{ slug: problem.slug, count }] : [];
  });
}

/** The products that fit, the specialists of the industry, and the enquiry form filled in with both. */
async function result(
  request: Request,
  context: Readonly<RouterContextProvider>,
  answers: ExpertMatchAnswers,
) {
  const services = context.get(servicesContext);
  const matches = await matchProducts(answers, async (facets, limit) => {
    const found = await services.search.products({ query: "", categoryIds: [], facets, skip: 0, limit });
    return found.products;
  });
  const specialists = (await services.company.specialists())
    .filter((specialist) => (specialist.industries as string[]).includes(answers.industry.slug))
    .map(({ slug, name, role, regions }) => ({ slug, name, role, regions }));
  const names = matches.map(({ product }) => product.name);
  const form = await prepareEnquiryForm(request, context, "expert", {
    industry: answers.industry.name,
    process: answers.process.label,
    problem: answers.problem.label,
    products: names.join(PRODUCT_LIST_SEPARATOR),
    // A draft for the visitor to finish, in the page's language. English names the industry in lower
    // case in its sentence; the other languages leave it to the Industry field beside it.
    message: `${m.form_expert_draft_start({
      problem: PROBLEM_TEXTS[answers.problem.slug](),
      industry: answers.industry.name.toLowerCase(),
    })} ${names.length > 0 ? `${m.form_expert_draft_products({ products: names.join(", ") })} ` : ""}${m.form_expert_draft_about()} `,
  });
  return {
    matches,
    specialists,
    form: form.page,
    headers: form.headers,
  };
}

/**
 * Each step is a GET address (decision 054): the answers so far pick the next question, or, with
 * all three, the result. An address that cannot be followed asks the question again with a 400.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const state = readExpertAnswers(new URL(request.url).searchParams);
  const { industry, process, problem } = state.answers;
  const status = state.problemWithAddress ? 400 : 200;
  if (state.step === "result" && industry && process && problem) {
    const { headers, ...found } = await result(request, context, { industry, process, problem });
    return data({ state, problems: [], ...found }, { status, headers });
  }
  const problems =
    state.step === "problem" && industry ? await problemsIn(context.get(servicesContext), industry) : [];
  return data({ state, problems, matches: [], specialists: [], form: undefined }, { status });
}

export async function action({ request, context }: Route.ActionArgs) {
  return submitEnquiryForm(request, await request.formData(), context, "expert");
}

export const headers = enquiryHeaders;
