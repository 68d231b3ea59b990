import { PROBLEM_TEXTS, PROCESS_TEXTS } from "#shared/expert/choice-texts.ts";
import { EXPERT_INDUSTRIES, EXPERT_PROCESSES } from "#shared/expert/questions.ts";
import { m } from "#shared/i18n/paraglide/messages.js";
import { INDUSTRY_NAMES } from "#shared/industries/industry-names.ts";
import { EXPERT_PATH } from "#shared/site/page-hrefs.ts";
import { EXPERT_QUERY } from "#shared/site/page-query.ts";
import { ExpertProgress } from "../../components/expert/expert-progress.tsx";
import { ExpertResult } from "../../components/expert/expert-result.tsx";
import { QuestionStep } from "../../components/expert/question-step.tsx";
import type { BreadcrumbHandle } from "../../components/ui/breadcrumb.tsx";
import { PageBanner } from "../../components/ui/page-banner.tsx";
import { pageMeta } from "../../seo/page-meta.ts";
import "../../styles/catalogue.css";
import "../../styles/enquiry.css";
import "../../styles/expert.css";
import type { Route } from "./+types/talk-to-an-expert.ts";

export { action, headers, loader } from "./talk-to-an-expert.server.ts";

/** The first question is the page; the later steps and results are for following, not for indexing. */
export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const answered = loaderData ? Object.keys(loaderData.state.answers).length > 0 : false;
  return pageMeta({
    title: m.nav_talk_to_an_expert(),
    description: m.meta_expert_description(),
    path: EXPERT_PATH,
    matches,
    noindex: answered,
  });
};

export const handle: BreadcrumbHandle = { breadcrumb: () => [{ label: m.nav_talk_to_an_expert() }] };

/** Issue 16's expert path: industry, process, problem, each a GET step, then products and a routed enquiry. */
export default function TalkToAnExpert({ loaderData, actionData }: Route.ComponentProps) {
  const { state, problems, matches, specialists, form } = loaderData;
  const { industry, process, problem } = state.answers;
  const carried = [
    ...(industry ? [{ name: EXPERT_QUERY.industry, value: industry.slug }] : []),
    ...(process ? [{ name: EXPERT_QUERY.process, value: process.slug }] : []),
  ];
  return (
    <>
      <PageBanner title={m.nav_talk_to_an_expert()} lead={m.form_expert_lead()} />
      <div className="container page-section expert">
        <ExpertProgress state={state} />
        <div className="expert-main">
          {state.problemWithAddress ? (
            <p className="alert alert--error" role="alert">
              {state.problemWithAddress}
            </p>
          ) : null}
          {state.step === "industry" ? (
            <QuestionStep
              name={EXPERT_QUERY.industry}
              question={m.form_expert_industry_question()}
              hint={m.form_expert_industry_hint()}
              choices={EXPERT_INDUSTRIES.map(({ slug }) => ({ slug, label: INDUSTRY_NAMES[slug]() }))}
              carried={[]}
            />
          ) : null}
          {state.step === "process" ? (
            <QuestionStep
              name={EXPERT_QUERY.process}
              question={m.form_expert_process_question()}
              hint={m.form_expert_process_hint()}
              choices={EXPERT_PROCESSES.map(({ slug, label, hint }) => {
                const texts = PROCESS_TEXTS[slug];
                return { slug, label: texts?.label() ?? label, hint: texts?.hint() ?? hint };
              })}
              carried={carried}
            />
          ) : null}
          {state.step === "problem" ? (
            <QuestionStep
              name={EXPERT_QUERY.problem}
              question={m.form_expert_problem_question()}
              hint={m.form_expert_problem_hint({ industry: industry ? INDUSTRY_NAMES[industry.slug]() : "" })}
              choices={problems.flatMap(({ slug, count }) => {
                const label = PROBLEM_TEXTS[slug as keyof typeof PROBLEM_TEXTS];
                const hint =
                  count === 1 ? m.form_expert_one_product() : m.form_expert_products_count({ count });
                return label ? [{ slug, label: label(), hint }] : [];
              })}
              carried={carried}
            />
          ) : null}
          {state.step === "result" && industry && problem && form ? (
            <ExpertResult
              industry={industry}
              problem={problem}
              matches={matches}
              specialists={specialists}
              form={form}
              actionData={actionData}
            />
          ) : null}
        </div>
      </div>
    </>
  );
}
