import { PressReleaseRecord } from "#server/media/content-files.ts";
import { pressReleaseKind } from "#server/media/press-release-kind.ts";
import {
  PRESS_RELEASE_MESSAGES,
  PressReleaseFormSchema,
  pressReleaseSlug,
} from "#shared/content-editing/press-release-form.ts";
import { fieldErrors } from "../content-editor.server.ts";
import type { ConsoleKindHooks } from "./kind-hooks.server.ts";

export const PRESS_RELEASE_HOOKS: ConsoleKindHooks = {
  async validate(values, { services, key }) {
    const parsed = PressReleaseFormSchema.safeParse(values);
    if (!parsed.success) return { errors: fieldErrors(parsed.error) };
    const hash = parsed.data.pdf.slice("uploads/".length, -".pdf".length);
    if ((await services.uploads.findUpload(hash))?.kind !== "pdf") {
      return { errors: { pdf: PRESS_RELEASE_MESSAGES.pdf } };
    }
    // The slug stays what it was (it names the generated PDF of a sample release); the uploaded
    // PDF replaces the text the build printed, so the text is not kept (decision 070).
    const existing = key ? await services.contentEditing.get(pressReleaseKind.name, key) : undefined;
    const slug = existing ? PressReleaseRecord.parse(existing.working).slug : pressReleaseSlug(parsed.data);
    return { fields: { slug, date: parsed.data.date, name: parsed.data.name, pdf: parsed.data.pdf } };
  },
};
