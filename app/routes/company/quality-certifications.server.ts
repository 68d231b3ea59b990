import { CERTIFICATIONS } from "#server/company/certifications.ts";
import { servicesContext } from "#server/router-context.ts";
import { inPageLanguage } from "../../i18n/content-language.server.ts";
import type { Route } from "./+types/quality-certifications.ts";

/** The certificates in the page's language, or in English marked `lang: "en"` while their translation is incomplete. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const { value, lang } = await inPageLanguage(
    services,
    request,
    "certifications",
    "certifications",
    CERTIFICATIONS,
  );
  return { ...value, lang };
}
