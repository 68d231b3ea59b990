import { describe, expect, it } from "vitest";
import { matchesAll, queryWords, snippetOf, textsOf } from "#server/content-editing/search-text.ts";

/** The console search's reading of a working copy and its snippets (decision 109). */
describe("the console search's texts", () => {
  it("reads every text of a record, rich text as plain text, leaving out addresses, files and dates", () => {
    const record = {
      id: 7,
      slug: "fenfoam-s-120",
      name: "Fenfoam S-120",
      date: "2026-11-24",
      image: "media/news/pilot.svg",
      description:
        "<p>Knocks down foam &amp; disperses <strong>fast</strong>.</p><p>Caf&#233; &#x2013; ok</p>",
      properties: [["Appearance", "Milky white liquid"]],
      sections: [{ heading: "Use", pdfName: "sheet.pdf" }],
    };
    expect(textsOf(record)).toEqual([
      "Fenfoam S-120",
      "Knocks down foam & disperses fast . Café – ok",
      "Appearance",
      "Milky white liquid",
      "Use",
    ]);
  });

  it("needs every word, folding case and accents on both sides", () => {
    const words = queryWords("  PÂTISSERIE   creme pâtisserie ");
    expect(words).toEqual(["patisserie", "creme"]);
    expect(matchesAll(["Crème pâtissière"], ["creme"])).toBe(true);
    expect(matchesAll(["Pâtisserie lines"], words)).toBe(false);
    expect(matchesAll(["Pâtisserie lines", "a crème filling"], words)).toBe(true);
  });

  it("shows a stretch around the first match, cut at spaces, with every match marked as written", () => {
    const text = `${"lead-in words ".repeat(10)}the Pâtisserie line makes crème for pâtisserie shops ${"and so on ".repeat(20)}`;
    const parts = snippetOf([text], queryWords("patisserie creme"));
    expect(parts[0]).toEqual({ text: "…", match: false });
    expect(parts.at(-1)).toEqual({ text: "…", match: false });
    expect(parts.filter((part) => part.match).map((part) => part.text)).toEqual([
      "Pâtisserie",
      "crème",
      "pâtisserie",
    ]);
    const shown = parts.map((part) => part.text).join("");
    expect(shown.length).toBeLessThan(180);
    // Whole words only at both ends.
    expect(shown).toMatch(/^…(lead-in|words) .* on…$/);
  });

  it("takes the first text that holds a word, else the first text whole", () => {
    expect(snippetOf(["no match here", "short foam note"], ["foam"])).toEqual([
      { text: "short ", match: false },
      { text: "foam", match: true },
      { text: " note", match: false },
    ]);
    expect(snippetOf(["Title only"], ["zebra"])).toEqual([{ text: "Title only", match: false }]);
  });
});
