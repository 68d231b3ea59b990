import { describe, expect, it } from "vitest";
import { languageSuggestion, onlyLanguageAnswer, preferredLocale } from "#server/i18n/language-suggestion.ts";

describe("the visitor's preferred language", () => {
  it.each([
    ["de-DE,de;q=0.9,en;q=0.8", "de"],
    ["en-US,en;q=0.9", "en"],
    ["ja, fr-CA;q=0.5, es;q=0.4", "fr"],
    ["es;q=0.5, de;q=0.5", "es"],
    ["fr;q=0.2, EN;q=0.7", "en"],
    ["de;q=0, en;q=0.1", "en"],
  ])("%s → %s", (header, locale) => {
    expect(preferredLocale(header)).toBe(locale);
  });

  it.each([undefined, "", "*", "ja, zh;q=0.8", "de;q=0", "de;q=2", "x".repeat(300)])(
    "none from %s",
    (header) => {
      expect(preferredLocale(header)).toBeUndefined();
    },
  );
});

describe("the suggestion", () => {
  it("is the preferred language unless the page is in it or the visitor has answered", () => {
    expect(languageSuggestion("de", undefined, "en")).toBe("de");
    expect(languageSuggestion("de", undefined, "de")).toBeNull();
    expect(languageSuggestion("en", "a=1", "fr")).toBe("en");
    expect(languageSuggestion("de", "a=1; language-answered=no", "en")).toBeNull();
    expect(languageSuggestion(undefined, undefined, "en")).toBeNull();
  });

  it("lets the page cache serve a visitor whose only cookie is the answer", () => {
    expect(onlyLanguageAnswer("language-answered=de")).toBe(true);
    expect(onlyLanguageAnswer("language-answered=de; XSRF-TOKEN=x")).toBe(false);
    expect(onlyLanguageAnswer("sample-basket=x")).toBe(false);
  });
});
