import { SITE_KEY } from "#server/site/published-identity.ts";
import { siteKind } from "#server/site/site-kinds.ts";
import { SITE_PATH } from "#shared/content-editing/console-paths.ts";
import { parseSiteForm, SITE_EDITOR_FIELDS, siteEditorValues } from "#shared/content-editing/site-form.ts";
import { SiteIdentity } from "#shared/site/site-schema.ts";
import { singleRecordEditor } from "../../staff/single-record-editor.server.ts";

const editor = singleRecordEditor({
  kind: siteKind,
  key: SITE_KEY,
  path: SITE_PATH,
  fields: SITE_EDITOR_FIELDS,
  published: "Published: every page's header, footer and contact details show it now.",
  values: (record) => siteEditorValues(SiteIdentity.parse(record)),
  validate(values) {
    const parsed = parseSiteForm(values);
    return parsed.ok ? { fields: parsed.site } : { errors: parsed.errors };
  },
});

export const { loader, action } = editor;
