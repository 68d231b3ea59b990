import { describe, expect, it } from "vitest";
import { type EditorField, editorValues } from "#shared/content-editing/editor-fields.ts";
import { ukDateTime } from "#shared/content-editing/uk-time.ts";

const FIELDS: EditorField[] = [
  { name: "name", label: "Name", type: "text" },
  { name: "slug", label: "Address", type: "text", follows: "name" },
  { name: "activity", label: "Activity", type: "text", unit: "%" },
  { name: "description", label: "Description", type: "textarea" },
  { name: "text", label: "Text", type: "rich" },
];

const read = (values: Record<string, string>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(values)) form.set(name, value);
  return editorValues(FIELDS, form);
};

describe("what an editor types is read as the field means it (issue 31)", () => {
  it("trims one-line text and keeps long and rich text as typed", () => {
    const values = read({ name: "  FenFoam S-120 ", description: " Two lines\n", text: "<p> x </p>" });
    expect(values).toMatchObject({ name: "FenFoam S-120", description: " Two lines\n", text: "<p> x </p>" });
  });

  it.each([
    ["FG 200", "fg-200"],
    [" FenFoam S-120 Extra ", "fenfoam-s-120-extra"],
    ["Jürgen Müller", "jurgen-muller"],
    ["fenfoam-s-120", "fenfoam-s-120"],
    ["", ""],
  ])("reads the slug %j as %j", (typed, slug) => {
    expect(read({ slug: typed }).slug).toBe(slug);
  });

  it.each([
    ["20%", "20"],
    ["20 %", "20"],
    ["12,5 %", "12.5"],
    ["12.5", "12.5"],
    ["about 20", "about 20"],
  ])("reads the percentage %j as %j", (typed, value) => {
    expect(read({ activity: typed }).activity).toBe(value);
  });
});

describe("the console's times are UK time", () => {
  it.each([
    ["2026-12-02T15:48:09.000Z", "2026-12-02 15:48 UK time"],
    ["2026-07-01T11:05:00.000Z", "2026-07-01 12:05 UK time"],
    ["2026-03-29T00:30:00.000Z", "2026-03-29 00:30 UK time"],
    ["2026-03-29T01:30:00.000Z", "2026-03-29 02:30 UK time"],
  ])("shows %s as %s", (iso, shown) => {
    expect(ukDateTime(iso)).toBe(shown);
  });

  it("shows the second where the audit log needs it", () => {
    expect(ukDateTime("2026-07-01T11:05:42.000Z", "second")).toBe("2026-07-01 12:05:42 UK time");
  });
});
