import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { translationStatus } from "#server/translations/translation-status.ts";
import { TRANSLATIONS_PATH, translationItemPath } from "#shared/content-editing/console-paths.ts";
import { STAFF_PATH } from "#shared/staff/paths.ts";
import { translationKind } from "#shared/translations/translation-kinds.ts";
import { publish, saveDraft } from "../support/content-edits.ts";
import { textOf } from "../support/http-client.ts";
import { visibleText } from "../support/page-text.ts";
import { type StaffBrowser, staffAction, staffGet, startSignedIn } from "../support/staff-client.ts";
import type { TestService } from "../support/test-service.ts";

/** Issue 31 (the editors' dashboard) and 34: a translation whose English changed is out of date. */
let service: TestService;
let editor: StaffBrowser;
beforeAll(async () => {
  ({ service, browser: editor } = await startSignedIn("editor"));
});
afterAll(() => service.stop());

const SLUG = "fenfoam-s-120";
const NEW_ENGLISH =
  "A 20% active silicone emulsion for food plants, now approved for bakery release sprays too.";

async function status() {
  const kind = translationKind("products");
  if (!kind) throw new Error("no products translations");
  const { database, contentEditing, translations } = service.services;
  const items = await translationStatus(database.db, contentEditing.kinds, translations, kind);
  return items.find((item) => item.key === SLUG);
}

const consoleText = async (path: string) => visibleText(await (await staffGet(service, editor, path)).text());

describe("translations out of date", () => {
  it("marks each language's translation out of date, per field, once the English changes, and keeps it on the page", async () => {
    expect((await status())?.outdated).toEqual({ de: [], fr: [], es: [] });
    const german = await service.services.translations.get("products", SLUG, "de");
    const key = await service.services.contentEditing.findKey("products", (record) => record.slug === SLUG);
    if (!key) throw new Error(`no product ${SLUG}`);
    await saveDraft(service, "products", key, (record) => ({ ...record, description: NEW_ENGLISH }));
    await publish(service, "products", key);

    expect((await status())?.outdated).toEqual({
      de: ["Description"],
      fr: ["Description"],
      es: ["Description"],
    });
    // The German page keeps the German text until it is updated.
    expect(await textOf(service, `/de/products/${SLUG}`)).toContain(String(german?.description));
    const overview = await consoleText(TRANSLATIONS_PATH);
    expect(overview).toContain("Out of date in German");
    expect(overview).toContain("Products: Fenfoam S-120 (Description changed)");
    expect(await consoleText(translationItemPath("products", SLUG, "de"))).toContain(
      "Out of date: the English of Description changed since this was translated",
    );
    expect(await consoleText(STAFF_PATH)).toContain("Fenfoam S-120 Products; out of date in DE, FR, ES");
  });

  it("is current again in a language once its translation is saved against the new English", async () => {
    const response = await staffAction(service, editor, translationItemPath("products", SLUG, "de"), "save", {
      "t.description":
        "Eine 20%ige Silikonemulsion für Lebensmittelbetriebe, jetzt auch für Trennsprays in Bäckereien.",
    });
    expect(response.status).toBe(302);
    expect((await status())?.outdated).toEqual({ de: [], fr: ["Description"], es: ["Description"] });
    expect(await consoleText(STAFF_PATH)).toContain("Fenfoam S-120 Products; out of date in FR, ES");
  });
});
