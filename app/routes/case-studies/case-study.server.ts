import { data } from "react-router";
import { caseStudyKind } from "#server/case-studies/case-study-kind.ts";
import { CaseStudyRecord } from "#server/case-studies/content-files.ts";
import { previewAnswer, previewDraft } from "#server/content-editing/item-preview.ts";
import { servicesContext } from "#server/router-context.ts";
import type { Services } from "#server/services.ts";
import { unprefixedPath } from "#shared/i18n/locales.ts";
import { inPageLanguage } from "../../i18n/content-language.server.ts";
import type { Route } from "./+types/case-study.ts";

async function withIndustryName<Study extends { industry: string }>(services: Services, study: Study) {
  const industry = (await services.company.industries()).find(
    (candidate) => candidate.slug === study.industry,
  );
  return { ...study, industryName: industry?.name };
}

export async function loader({ url, request, context }: Route.LoaderArgs) {
  // `url` is the page's address; `request.url` ends in `.data` on client-side navigation.
  const slug = unprefixedPath(url.pathname).slice(1);
  const services = context.get(servicesContext);
  const preview = await previewDraft(
    services,
    request,
    { name: caseStudyKind.name, schema: CaseStudyRecord },
    slug,
  );
  if (preview) {
    const study = await services.caseStudies.pageOf(preview.draft);
    return previewAnswer(
      await withIndustryName(services, {
        ...study,
        preview: { editorHref: preview.editorHref },
        lang: undefined,
      }),
    );
  }
  const english = await services.caseStudies.caseStudy(slug);
  if (!english) throw data(null, { status: 404 });
  const { value: caseStudy, lang } = await inPageLanguage(services, request, "case-studies", slug, english);
  const related = await Promise.all(
    caseStudy.related.map(
      async (story) => (await inPageLanguage(services, request, "case-studies", story.slug, story)).value,
    ),
  );
  const study = await withIndustryName(services, { ...caseStudy, related, preview: null, lang });
  const industry = { slug: study.industry, name: study.industryName ?? "" };
  const industryName = (await inPageLanguage(services, request, "industries", industry.slug, industry)).value
    .name;
  return { ...study, industryName: study.industryName && industryName };
}

/** A preview's headers keep it out of every cache; other pages keep the page cache's. */
export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;
