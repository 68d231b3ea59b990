import { data, type RouterContextProvider } from "react-router";
import type { CmsPage } from "../../../server/company/company.ts";
import { servicesContext } from "../../../server/router-context.ts";

/** A company page of GET /api/page/{slug}, read straight from the services; a missing one is a 404. */
export async function loadCmsPage(context: Readonly<RouterContextProvider>, slug: string): Promise<CmsPage> {
  const page = await context.get(servicesContext).company.page(slug);
  if (!page) throw data(null, { status: 404 });
  return page;
}
