import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TRANSLATIONS_PATH, translationItemPath } from "#shared/content-editing/console-paths.ts";
import {
  type StaffBrowser,
  signedIn,
  staffAction,
  staffGet,
  startSignedIn,
} from "../support/staff-client.ts";
import type { TestService } from "../support/test-service.ts";

/** The console's translations (decision 063): what each language lacks, and an item's texts side by side. */
let service: TestService;
let editor: StaffBrowser;
beforeAll(async () => {
  ({ service, browser: editor } = await startSignedIn("editor"));
});
afterAll(() => service.stop());

const PROFILE = translationItemPath("board-of-directors", "margaret-holloway", "fr");
const pageText = async (path: string) =>
  (await (await staffGet(service, editor, path)).text()).replaceAll("<!-- -->", "");

describe("translations in the staff console", () => {
  it("counts each kind's translated items per language and lists what is missing", async () => {
    const html = await pageText(TRANSLATIONS_PATH);
    expect(html).toContain("<h1>Translations</h1>");
    expect(html).toMatch(
      /Products<\/a><\/th><td data-label="German">279 of 279<\/td><td data-label="French">279 of 279<\/td><td data-label="Spanish">279 of 279<\/td>/,
    );
    expect(html).toContain("Missing in German</h2><p>Nothing: every item is translated.</p>");

    const products = await pageText(`${TRANSLATIONS_PATH}?kind=products`);
    expect(products).toContain(`href="${translationItemPath("products", "fenfoam-s-120", "es")}"`);
    expect((await staffGet(service, editor, `${TRANSLATIONS_PATH}?kind=nothing`)).status).toBe(404);
  });

  it("offers the certificates' texts to translate, not their names or files", async () => {
    expect(await pageText(TRANSLATIONS_PATH)).toMatch(
      /Quality certifications<\/a><\/th><td data-label="German">1 of 1<\/td><td data-label="French">1 of 1<\/td><td data-label="Spanish">1 of 1<\/td>/,
    );
    const html = await pageText(translationItemPath("certifications", "certifications", "de"));
    expect(html).toContain("Status: Translated");
    expect(html).toContain('name="t.certifications.0.documents.0.label"');
    expect(html).toContain("Zertifikat ISO 9001:2015");
    expect(html).not.toContain('name="t.certifications.0.name"');
    expect(html).not.toContain('name="t.certifications.0.documents.0.file"');
  });

  it("shows an item's English beside its translation, and saves an edit live, sanitised and audited", async () => {
    const before = await pageText(PROFILE);
    expect(before).toContain("Role (English)");
    expect(before).toContain('<p lang="en" class="staff-translation-english">Chair</p>');
    expect(before).toContain("Status: Translated");

    const profile =
      (await service.services.translations.get("board-of-directors", "margaret-holloway", "fr")) ?? {};
    const saved = await staffAction(service, editor, PROFILE, "save", {
      "t.sub_title": "Présidente du conseil",
      "t.description": `${String(profile.description)}<script>alert(1)</script>`,
    });
    expect(saved.status).toBe(302);
    expect(saved.headers.get("location")).toBe(`${PROFILE}?done=saved`);
    const stored = await service.services.translations.get("board-of-directors", "margaret-holloway", "fr");
    expect(stored?.sub_title).toBe("Présidente du conseil");
    expect(String(stored?.description)).not.toContain("<script");

    // A text emptied leaves the translation incomplete: the French pages show the English, as the status says.
    await staffAction(service, editor, PROFILE, "save", {
      "t.sub_title": "",
      "t.description": "<p>Texte</p>",
    });
    expect(await pageText(PROFILE)).toContain("Status: Missing");
    expect(await pageText(TRANSLATIONS_PATH)).toContain(`href="${PROFILE}"`);

    const audit = await service.services.staff.audit.list({ kind: "translation-saved" });
    expect(audit.entries[0]).toMatchObject({
      subject: "board-of-directors/margaret-holloway",
      detail: { language: "fr" },
    });
  });

  it("refuses the sales team and answers 404 for an unknown item or language", async () => {
    const sales = await signedIn(service, "sales");
    expect((await staffGet(service, sales, TRANSLATIONS_PATH)).status).toBe(403);
    expect((await staffAction(service, sales, PROFILE, "save", { "t.sub_title": "x" })).status).toBe(403);
    expect((await staffGet(service, editor, translationItemPath("legal", "no-such-page", "de"))).status).toBe(
      404,
    );
    expect(
      (await staffGet(service, editor, translationItemPath("legal", "privacy-policy", "it"))).status,
    ).toBe(404);
  });
});
