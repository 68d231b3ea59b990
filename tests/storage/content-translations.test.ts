import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONTENT_DIR } from "#server/db/content-dir.ts";
import { englishItems } from "#server/translations/english-items.ts";
import { PREFIXED_LOCALES } from "#shared/i18n/locales.ts";
import { TRANSLATION_KINDS, translationKind } from "#shared/translations/translation-kinds.ts";
import { exportOf } from "../support/content-export.ts";
import { startTestService, type TestService } from "../support/test-service.ts";

/** The content's German, French and Spanish translations (issue 17, decision 063), as the service stores and serves them. */
let service: TestService;
beforeAll(async () => {
  service = await startTestService();
});
afterAll(() => service.stop());

const translations = () => service.services.translations;
function kindNamed(name: string) {
  const kind = translationKind(name);
  if (!kind) throw new Error(`no translation kind ${name}`);
  return kind;
}
const editor = { email: "tessa.translator@fenmoor.example" };

describe("content translations", () => {
  it.each(TRANSLATION_KINDS.map((kind) => [kind.name, kind] as const))(
    "translate every live %s item completely into German, French and Spanish",
    async (_name, kind) => {
      const items = await englishItems(
        service.services.database.db,
        service.services.contentEditing.kinds,
        kind,
      );
      expect(items.size).toBeGreaterThan(0);
      const incomplete: string[] = [];
      for (const locale of PREFIXED_LOCALES) {
        for (const [key, english] of items) {
          if (kind.layout === "glossary") {
            if (!(await translations().glossary(kind.name, locale)).get(key))
              incomplete.push(`${locale}/${key}`);
            continue;
          }
          const { value, complete } = await translations().translate(kind.name, key, locale, english);
          if (!complete) incomplete.push(`${locale}/${key}`);
          // Translated, not copied (a title may be the same word, the item as a whole is not).
          expect(JSON.stringify(value), `${locale}/${key}`).not.toBe(JSON.stringify(english));
        }
      }
      expect(incomplete).toEqual([]);
    },
  );

  it("writes the shipped translation files back byte for byte with content:export", async () => {
    const dir = await exportOf(service);
    try {
      const files = fs.readdirSync(path.join(CONTENT_DIR, "translations"), {
        recursive: true,
        encoding: "utf8",
      });
      const json = files.filter((file) => file.endsWith(".json"));
      expect(json.length).toBe(60);
      for (const file of json) {
        const read = (root: string) => fs.readFileSync(path.join(root, "translations", file), "utf8");
        expect(read(dir), file).toBe(read(CONTENT_DIR));
      }
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it("leaves English pages' content as it is", async () => {
    const english = { description: "A silicone antifoam." };
    expect(await translations().translate("products", "fenfoam-s-120", "en", english)).toEqual({
      value: english,
      complete: true,
    });
  });

  it("stores an editor's translation through the allow-list, live at once and audited", async () => {
    const [slug, english] =
      [
        ...(await englishItems(
          service.services.database.db,
          service.services.contentEditing.kinds,
          kindNamed("board-of-directors"),
        )),
      ][0] ?? [];
    if (!slug || !english) throw new Error("no board member");
    await translations().save(
      "board-of-directors",
      slug,
      "de",
      {
        sub_title: "Vorsitzende",
        description: '<p onclick="x()">Neu <script>alert(1)</script>geschrieben</p>',
      },
      editor,
    );
    const { value, complete } = await translations().translate("board-of-directors", slug, "de", english);
    expect(complete).toBe(true);
    expect(value.sub_title).toBe("Vorsitzende");
    expect(value.description).toBe("<p>Neu geschrieben</p>");
    const audit = await service.services.staff.audit.list({ person: editor.email });
    expect(audit.entries.map((entry) => [entry.kind, entry.subject, entry.detail.language])).toContainEqual([
      "translation-saved",
      `board-of-directors/${slug}`,
      "de",
    ]);
  });

  it("shows the English, marked incomplete, once the English has a section the translation lacks", async () => {
    const [slug, english] =
      [
        ...(await englishItems(
          service.services.database.db,
          service.services.contentEditing.kinds,
          kindNamed("industries"),
        )),
      ][0] ?? [];
    if (!slug || !english) throw new Error("no industry");
    const grown = {
      ...english,
      sections: [...(english.sections as object[]), { name: "New", detail: "<p>New</p>" }],
    };
    expect(await translations().translate("industries", slug, "fr", grown)).toEqual({
      value: grown,
      complete: false,
    });
  });
});
