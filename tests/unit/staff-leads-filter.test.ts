import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { COUNTRY_CODES } from "#shared/enquiries/countries.ts";
import { ENQUIRY_TYPES } from "#shared/enquiries/forms.ts";
import { ENQUIRY_OPTIONS, PRODUCT_FAMILY_IDS } from "#shared/enquiries/options.ts";
import { EXPERT_PROBLEM_LABELS, EXPERT_PROCESS_LABELS } from "#shared/expert/questions.ts";
import { LOCALES } from "#shared/i18n/locales.ts";
import {
  LEAD_INDUSTRIES,
  type LeadFilter,
  leadFilterFromQuery,
  leadFilterToQuery,
} from "#shared/staff/leads/filter.ts";
import { LEAD_STATUSES } from "#shared/staff/leads/status.ts";

const day = fc
  .date({ min: new Date("2000-01-01T00:00:00Z"), max: new Date("2099-12-31T00:00:00Z"), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));
const text = fc
  .string({ minLength: 1, maxLength: 60 })
  .filter((value) => value.trim() === value && value !== "");

/** A multi-select's value as the filter holds it: one to three choices, sorted. */
const choicesOf = (values: readonly string[]) =>
  fc.uniqueArray(fc.constantFrom(...values), { minLength: 1, maxLength: 3 }).map((chosen) => chosen.sort());

const filters: fc.Arbitrary<LeadFilter> = fc.record(
  {
    type: fc.constantFrom(...ENQUIRY_TYPES),
    status: fc.constantFrom(...LEAD_STATUSES),
    from: day,
    to: day,
    location: fc.constantFrom(...ENQUIRY_OPTIONS.locations),
    industry: fc.constantFrom(...LEAD_INDUSTRIES),
    family: choicesOf(PRODUCT_FAMILY_IDS),
    country: choicesOf(COUNTRY_CODES),
    language: fc.constantFrom(...LOCALES),
    process: fc.constantFrom(...EXPERT_PROCESS_LABELS),
    problem: fc.constantFrom(...EXPERT_PROBLEM_LABELS),
    sort: fc.constantFrom("received", "name", "-name", "company", "-company", "status", "-status"),
    owner: text,
    q: text,
    page: fc.integer({ min: 1, max: 500 }),
  },
  { requiredKeys: ["page"] },
);

describe("the inbox filter in the URL", () => {
  it("reads back every filter it writes, and writes back every query it reads", () => {
    fc.assert(
      fc.property(filters, (filter) => {
        const query = leadFilterToQuery(filter);
        expect(leadFilterFromQuery(query)).toEqual(filter);
        expect(leadFilterToQuery(leadFilterFromQuery(new URLSearchParams(query)))).toBe(query);
      }),
    );
  });

  it("writes a short, stable query: fixed order, no empty values, no page 1", () => {
    expect(leadFilterToQuery({ page: 1 })).toBe("");
    expect(leadFilterToQuery({ q: "Nowak & Sons", status: "not_a_fit", type: "sales", page: 2 })).toBe(
      "type=sales&status=not_a_fit&q=Nowak+%26+Sons&page=2",
    );
    expect(leadFilterToQuery({ industry: "Recycling & Water Treatment", page: 1 })).toBe(
      "industry=Recycling+%26+Water+Treatment",
    );
  });

  it("drops an invalid parameter alone and keeps the others", () => {
    expect(
      leadFilterFromQuery(
        "type=spam&status=contacted&from=2026-02-30&to=2026-11-25&location=Mars&family=99&language=it&page=0&q=%20%20&owner=kim&x=1",
      ),
    ).toEqual({ status: "contacted", to: "2026-11-25", owner: "kim", page: 1 });
    expect(leadFilterFromQuery("q=%20paper%20&page=3")).toEqual({ q: "paper", page: 3 });
  });

  it("keeps newest first out of the address: '-received' is no sort to write", () => {
    expect(leadFilterFromQuery("sort=-received")).toEqual({ page: 1 });
    expect(leadFilterFromQuery("sort=-name")).toEqual({ sort: "-name", page: 1 });
    expect(leadFilterFromQuery("sort=colour")).toEqual({ page: 1 });
  });

  it("reads a repeated country or family as any of them, each once, the invalid ones dropped", () => {
    const filter = leadFilterFromQuery("country=DE&country=AT&country=XX&country=DE&family=5&family=3");
    expect(filter).toEqual({ country: ["AT", "DE"], family: ["3", "5"], page: 1 });
    expect(leadFilterToQuery(filter)).toBe("family=3&family=5&country=AT&country=DE");
    expect(leadFilterFromQuery("country=UK&country=EU")).toEqual({ page: 1 });
  });
});
