import { CmsPageFile } from "#server/company/content-files.ts";
import { pageEditorValues } from "#shared/content-editing/page-form.ts";
import { parseSiteForm, siteEditorValues } from "#shared/content-editing/site-form.ts";
import { SiteIdentity } from "#shared/site/site-schema.ts";
import type { ConsoleKindHooks } from "./kind-hooks.server.ts";

/** A company page's blocks are one field each in the editor, one `content` object in the record. */
export const PAGE_HOOKS: ConsoleKindHooks = {
  values: (record) => pageEditorValues(CmsPageFile.parse(record)),
};

/** The company identity's nested record (address, e-mail addresses, links) as flat fields. */
export const SITE_HOOKS: ConsoleKindHooks = {
  values: (record) => siteEditorValues(SiteIdentity.parse(record)),
  async validate(values) {
    const parsed = parseSiteForm(values);
    return parsed.ok ? { fields: parsed.site } : { errors: parsed.errors };
  },
};
