import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { SDS_TEXTS } from "#server/documents/sds/sds-languages.ts";
import { LOCALES, type Locale } from "#shared/i18n/locales.ts";
import glossary from "../../shared/i18n/glossary.json" with { type: "json" };

/** Messages and content use the glossary's one term per concept (issue 30, item 20; decision 099). */
const ROOT = path.resolve(import.meta.dirname, "../..");
const readJson = (file: string): unknown => JSON.parse(readFileSync(path.join(ROOT, file), "utf8"));
const messages = (locale: Locale) => readJson(`messages/${locale}.json`) as Record<string, string>;
const contentDir = (locale: Locale) => (locale === "en" ? "content" : `content/translations/${locale}`);

function jsonFiles(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? jsonFiles(path.join(dir, entry.name))
      : entry.name.endsWith(".json")
        ? [path.join(dir, entry.name)]
        : [],
  );
}

/** Every string a value holds, at any depth. */
const strings = (value: unknown): string[] =>
  typeof value === "string"
    ? [value]
    : typeof value === "object" && value !== null
      ? Object.values(value).flatMap(strings)
      : [];

/** What a reader of `locale` reads: its messages, its content translations and its safety data sheets. */
function textsOf(locale: Locale): { where: string; text: string }[] {
  const files = locale === "en" ? [] : jsonFiles(contentDir(locale));
  return [
    ...Object.entries(messages(locale)).map(([key, text]) => ({ where: `messages ${key}`, text })),
    ...files.flatMap((file) => strings(readJson(file)).map((text) => ({ where: file, text }))),
    ...strings(SDS_TEXTS[locale]).map((text) => ({ where: `safety data sheet (${locale})`, text })),
  ];
}

type Name = (typeof glossary.names)[number];
const nameIn = (name: Name, locale: Locale): string | undefined =>
  (name as Partial<Record<Locale, string>>)[locale];
const QUOTED = /[‘„«]\s?([^’“»]+?)\s?[’“»]/;

describe("the glossary's names", () => {
  const cases = glossary.names.flatMap((name) =>
    LOCALES.flatMap((locale) => {
      const term = nameIn(name, locale);
      return term === undefined ? [] : [[name.concept, locale, term, name] as const];
    }),
  );

  it.each(cases)("%s (%s) is %j in the messages and the content", (_concept, locale, term, name) => {
    for (const key of name.messages ?? []) {
      const text = messages(locale)[key] ?? "";
      // A message citing the name quotes it; a label is the name (a function's lower-cased in prose).
      const shown = QUOTED.exec(text)?.[1] ?? text;
      expect(shown, `messages/${locale}.json ${key}`).toBe(term);
    }
    if (!name.content) return;
    const [file, key, field] = name.content as [string, string | null, string | undefined];
    const data = readJson(`${contentDir(locale)}/${file}`) as Record<string, unknown>;
    const item = key === null ? data : data[key];
    if (field === undefined) expect(item, `${file} ${key}`).toBe(term);
    else if (key === null && field === "heading") {
      const headings = JSON.stringify(item).match(/"heading":"[^"]*"/g) ?? [];
      expect(headings, `${file}: a section headed ${term}`).toContain(`"heading":${JSON.stringify(term)}`);
    } else expect((item as Record<string, unknown>)[field], `${file} ${key}`).toBe(term);
  });
});

describe("the glossary's terms", () => {
  const avoided = glossary.terms.flatMap((term) =>
    Object.entries(term.avoid as Partial<Record<Locale, string[]>>).flatMap(([locale, words = []]) =>
      words.map((word) => [term.concept, locale as Locale, word] as const),
    ),
  );

  it.each(avoided)("%s: no %s text says %j", (_concept, locale, word) => {
    const found = textsOf(locale)
      .filter(({ text }) => text.toLowerCase().includes(word.toLowerCase()))
      .map(({ where }) => where);
    expect(found).toEqual([]);
  });

  it("names the safety data sheets' statutory wording as the glossary does", () => {
    for (const term of glossary.terms.filter((item) => /^P\d{3} /.test(item.en) || item.en.includes("law"))) {
      for (const locale of LOCALES) {
        expect(strings(SDS_TEXTS[locale]).join("\n"), `${term.concept} (${locale})`).toContain(term[locale]);
      }
    }
  });

  it("takes the pronoun of a German product description's own noun: Eine …emulsion → sie, ein Entschäumer → ihn", () => {
    const masculine = glossary.terms.filter((term) => term.gender?.de === "m").map((term) => term.de);
    const descriptions = readJson("content/translations/de/catalogue/products.json") as Record<
      string,
      { description: string }
    >;
    const wrong = Object.entries(descriptions).flatMap(([slug, { description }]) => {
      const pronoun = /Kunden setzen (\w+)/.exec(description)?.[1];
      if (!pronoun) return [];
      const subject = description.split(/ mit | zur | zum | für | auf | aus |, /)[0] ?? "";
      const expected = subject.startsWith("Eine ")
        ? "sie"
        : masculine.some((noun) => subject.endsWith(noun))
          ? "ihn"
          : "es";
      return pronoun === expected ? [] : [`${slug}: ${pronoun}, not ${expected}`];
    });
    expect(wrong).toEqual([]);
  });
});

describe("French spacing", () => {
  const { space, before, after } = glossary.frenchSpacing;
  const wrongSpace = new RegExp(`[^\\S${space}]([${before}])|([${after}])[^\\S${space}]`, "g");

  it.each(["messages", "content"])("puts a no-break space before : ; ? ! » and after « (%s)", (source) => {
    const texts =
      source === "messages"
        ? Object.entries(messages("fr")).map(([key, text]) => ({ where: key, text }))
        : jsonFiles(contentDir("fr")).flatMap((file) =>
            strings(readJson(file)).map((text) => ({ where: file, text })),
          );
    const found = texts.flatMap(({ where, text }) =>
      [...text.matchAll(wrongSpace)].map(
        (match) => `${where}: …${text.slice(Math.max(0, match.index - 20), match.index + 3)}`,
      ),
    );
    expect(found).toEqual([]);
  });
});
