import { data } from "react-router";
import { servicesContext } from "#server/router-context.ts";
import { localeOfPath, unprefixedPath } from "#shared/i18n/locales.ts";
import { isLegalPageSlug } from "#shared/legal/legal-pages.ts";
import { inPageLanguage } from "../../i18n/content-language.server.ts";
import type { Route } from "./+types/legal-page.ts";
import { legalDocument, legalSource } from "./legal-document.server.ts";

export async function loader({ url, request, context }: Route.LoaderArgs) {
  // `url` is the page's address; `request.url` ends in `.data` on client-side navigation.
  const slug = unprefixedPath(url.pathname).slice(1);
  if (!isLegalPageSlug(slug)) throw data(null, { status: 404 });
  const services = context.get(servicesContext);
  const { value: source, lang } = await inPageLanguage(services, request, "legal", slug, legalSource(slug));
  const locale = lang ?? localeOfPath(url.pathname);
  return {
    slug,
    lang,
    document: legalDocument(slug, services.publicSettings, await services.siteSettings.current(), {
      source,
      locale,
    }),
  };
}
