import { EXPERT_INDUSTRIES, EXPERT_PROBLEMS, EXPERT_PROCESSES } from "../../../shared/expert/questions.ts";
import { m } from "../../../shared/i18n/paraglide/messages.js";
import { EXPERT_PATH } from "../../../shared/site/page-hrefs.ts";
import { EXPERT_QUERY } from "../../../shared/site/page-query.ts";
import { ExpertProgress } from "../../components/expert/expert-progress.tsx";
import { ExpertResult } from "../../components/expert/expert-result.tsx";
import { QuestionStep } from "../../components/expert/question-step.tsx";
import type { BreadcrumbHandle } from "../../components/ui/breadcrumb.tsx";
import { PageBanner } from "../../components/ui/page-banner.tsx";
import { pageMeta } from "../../seo/page-meta.ts";
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
      <PageBanner
        title={m.nav_talk_to_an_expert()}
        lead="Three short questions, then the two to four products that fit and a specialist who answers for your industry and region."
      />
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
              question="Which industry are you in?"
              hint="Our specialists work by industry; the products suggested are made for yours."
              choices={EXPERT_INDUSTRIES.map(({ slug, name }) => ({ slug, label: name }))}
              carried={[]}
            />
          ) : null}
          {state.step === "process" ? (
            <QuestionStep
              name={EXPERT_QUERY.process}
              question="What does your process or application demand?"
              hint="Choose the one that matters most; the product will need that status."
              choices={EXPERT_PROCESSES.map(({ slug, label, hint }) => ({ slug, label, hint }))}
              carried={carried}
            />
          ) : null}
          {state.step === "problem" ? (
            <QuestionStep
              name={EXPERT_QUERY.problem}
              question="What is the problem?"
              hint={`The problems our products for ${industry?.name ?? "your industry"} answer, with how many do.`}
              choices={problems.flatMap(({ slug, count }) => {
                const choice = EXPERT_PROBLEMS.find((candidate) => candidate.slug === slug);
                return choice
                  ? [{ slug, label: choice.label, hint: `${count} ${count === 1 ? "product" : "products"}` }]
                  : [];
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
