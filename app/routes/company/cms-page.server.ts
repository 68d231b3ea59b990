import { data, type RouterContextProvider } from "react-router";
import type { CmsPage } from "#server/company/company.ts";
import { CmsPageFile } from "#server/company/content-files.ts";
import { liveContent, pagesKind } from "#server/company/page-kind.ts";
import { PREVIEW_HEADERS, previewRecord } from "#server/content-editing/preview.ts";
import { servicesContext } from "#server/router-context.ts";
import { contentItemPath } from "#shared/content-editing/console-paths.ts";
import { richTextHeadingsFrom } from "#shared/site/rich-text-headings.ts";
import { inPageLanguage } from "../../i18n/content-language.server.ts";

export type CmsPageData = CmsPage & { preview: { editorHref: string } | null; lang?: "en" | undefined };

/** A block's text with a title above it (an h2, app/components/content/content-block.tsx) has its headings beneath it. */
function headingsBeneathTitles(content: CmsPage["content"]): CmsPage["content"] {
  const fields: Record<string, string> = content;
  const moved = Object.entries(fields).map(([field, value]) => {
    const title = /^content_detail\d+$/.test(field) ? fields[field.replace("detail", "title")] : "";
    return [field, title ? richTextHeadingsFrom(value, 3) : value];
  });
  return Object.fromEntries(moved) as CmsPage["content"];
}

/**
 * A company page of GET /api/page/{slug}, read straight from the services; a missing one is a 404.
 * `?preview=<slug>` shows a signed-in editor the page's draft, never cached (issue 15).
 */
export async function loadCmsPage(context: Readonly<RouterContextProvider>, request: Request, slug: string) {
  const services = context.get(servicesContext);
  if (new URL(request.url).searchParams.get("preview") === slug) {
    const record = await previewRecord(services, request, pagesKind.name, slug);
    if (record) {
      const draft = CmsPageFile.parse(record);
      const page: CmsPageData = {
        slug,
        title: draft.title,
        content: headingsBeneathTitles(liveContent(draft.content)),
        preview: { editorHref: contentItemPath(pagesKind.name, slug) },
      };
      return data(page, { headers: PREVIEW_HEADERS });
    }
  }
  const english = await services.company.page(slug);
  if (!english) throw data(null, { status: 404 });
  const { value: page, lang } = await inPageLanguage(services, request, "pages", slug, english);
  return data<CmsPageData>({ ...page, content: headingsBeneathTitles(page.content), preview: null, lang });
}
