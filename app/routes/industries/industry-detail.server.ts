import { data } from "react-router";
import { IndustryRecord, industryImage } from "#server/company/content-files.ts";
import { industryKind } from "#server/company/industry-kind.ts";
import { previewAnswer, previewDraft } from "#server/content-editing/item-preview.ts";
import { sanitizeRichText } from "#server/html/sanitize.ts";
import { servicesContext } from "#server/router-context.ts";
import { richTextHeadingsFrom } from "#shared/site/rich-text-headings.ts";
import { inPageLanguage } from "../../i18n/content-language.server.ts";
import type { Route } from "./+types/industry-detail.ts";

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const preview = await previewDraft(
    services,
    request,
    { name: industryKind.name, schema: IndustryRecord },
    params.id,
  );
  if (preview) {
    const { draft, editorHref } = preview;
    return previewAnswer({
      slug: draft.slug,
      name: draft.name,
      image: industryImage(draft.slug),
      summary: draft.summary,
      about: richTextHeadingsFrom(draft.about, 3),
      sections: draft.sections.map((section) => ({
        name: section.name,
        detail: richTextHeadingsFrom(sanitizeRichText(section.detail, { linksInNewTab: true }), 4),
      })),
      preview: { editorHref },
      lang: undefined,
    });
  }
  const english = await services.company.industry(params.id);
  if (!english) throw data(null, { status: 404 });
  const { value: industry, lang } = await inPageLanguage(
    services,
    request,
    "industries",
    english.slug,
    english,
  );
  // Translations are stored as the content file holds the English; the page opens section links in a new tab.
  const sections = industry.sections.map((section) => ({
    ...section,
    detail: richTextHeadingsFrom(sanitizeRichText(section.detail, { linksInNewTab: true }), 4),
  }));
  // The about text sits beneath its h2, each section's detail beneath the section's h3.
  return { ...industry, about: richTextHeadingsFrom(industry.about, 3), sections, preview: null, lang };
}

/** A preview's headers keep it out of every cache; other pages keep the page cache's. */
export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;
