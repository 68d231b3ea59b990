import { describe, expect, it } from "vitest";
import { compareRecords } from "#server/content-editing/revision-comparison.ts";
import { unchangedText } from "#shared/content-editing/revision-comparison.ts";

const FIELDS = [
  { name: "name", label: "Title" },
  { name: "date", label: "Date" },
  { name: "description", label: "Text" },
  { name: "image", label: "Image" },
  { name: "tags", label: "Tags" },
] as const;

const BEFORE = {
  name: "Heronsgate reactor opens",
  date: "2026-11-30",
  description: "<p>The new reactor doubles output.</p><p>It runs on &amp; off.</p>",
  image: null,
  tags: ["foam", "silicone"],
};

describe("compareRecords", () => {
  it("names each changed field by its label, with the words removed and added", () => {
    const after = { ...BEFORE, name: "Heronsgate reactor starts", date: "2026-12-01" };
    const { changed, unchanged } = compareRecords(FIELDS, BEFORE, after);
    expect(changed.map((field) => field.label)).toEqual(["Title", "Date"]);
    expect(unchanged).toBe(3);
    const [title] = changed;
    expect(title?.before).toEqual([{ text: "Heronsgate reactor " }, { text: "opens", change: "removed" }]);
    expect(title?.after).toEqual([{ text: "Heronsgate reactor " }, { text: "starts", change: "added" }]);
  });

  it("compares rich text by the words a reader sees, a line per paragraph, entities decoded", () => {
    const after = {
      ...BEFORE,
      description: "<p>The new reactor triples output.</p><p>It runs on &amp; off.</p>",
    };
    const [text] = compareRecords(FIELDS, BEFORE, after).changed;
    const joined = (runs: readonly { text: string }[] = []) => runs.map((run) => run.text).join("");
    expect(joined(text?.before)).toBe("The new reactor doubles output.\nIt runs on & off.");
    expect(joined(text?.after)).toBe("The new reactor triples output.\nIt runs on & off.");
    expect(text?.before.filter((run) => run.change)).toEqual([{ text: "doubles", change: "removed" }]);
    expect(text?.after.filter((run) => run.change)).toEqual([{ text: "triples", change: "added" }]);
    expect(text?.formattingOnly).toBe(false);
  });

  it("gives each side its own text exactly, however the words around a change are spaced", () => {
    const after = { ...BEFORE, description: "<p>The new reactor triples output &lt;soon&gt;.</p>" };
    const [text] = compareRecords(FIELDS, BEFORE, after).changed;
    const joined = (runs: readonly { text: string }[] = []) => runs.map((run) => run.text).join("");
    expect(joined(text?.before)).toBe("The new reactor doubles output.\nIt runs on & off.");
    expect(joined(text?.after)).toBe("The new reactor triples output <soon>.");
  });

  it("keeps markup out of the text: a tag in the old HTML is never a run", () => {
    const after = { ...BEFORE, description: "<p>The new <script>alert(1)</script>reactor.</p>" };
    const [text] = compareRecords(FIELDS, BEFORE, after).changed;
    for (const run of [...(text?.before ?? []), ...(text?.after ?? [])]) expect(run.text).not.toMatch(/</);
  });

  it("says when only the formatting changed", () => {
    const after = {
      ...BEFORE,
      description: "<p>The new <strong>reactor</strong> doubles output.</p><p>It runs on &amp; off.</p>",
    };
    const [text] = compareRecords(FIELDS, BEFORE, after).changed;
    expect(text).toMatchObject({ label: "Text", formattingOnly: true });
  });

  it("shows an emptied or filled field, lists one item a line, and counts a record without changes", () => {
    const after = { ...BEFORE, image: "/files/uploads/reactor.jpg", tags: ["foam"] };
    const { changed } = compareRecords(FIELDS, BEFORE, after);
    expect(changed.find((field) => field.label === "Image")).toMatchObject({
      before: [],
      after: [{ text: "/files/uploads/reactor.jpg", change: "added" }],
    });
    expect(changed.find((field) => field.label === "Tags")?.before).toEqual([
      { text: "foam" },
      { text: "\nsilicone", change: "removed" },
    ]);
    expect(compareRecords(FIELDS, BEFORE, { ...BEFORE })).toEqual({ changed: [], unchanged: 5 });
  });

  it("counts the unchanged fields in words", () => {
    expect(unchangedText(1)).toBe("1 field unchanged");
    expect(unchangedText(12)).toBe("12 fields unchanged");
  });
});
