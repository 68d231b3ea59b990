import { describe, expect, it } from "vitest";
import { readSpecialists } from "#server/company/content-files.ts";
import { CONTENT_DIR } from "#server/db/content-dir.ts";
import { ENQUIRY_OPTIONS } from "#shared/enquiries/options.ts";
import { expertHref, readExpertAnswers } from "#shared/expert/answers.ts";
import { EXPERT_INDUSTRIES } from "#shared/expert/questions.ts";
import { specialistFor } from "#shared/expert/specialists.ts";

const read = (query: string) => readExpertAnswers(new URLSearchParams(query));

describe("the expert's steps, read from the address", () => {
  it("asks the first question unanswered, or gives the result after three", () => {
    expect(read("").step).toBe("industry");
    expect(read("industry=textiles").step).toBe("process");
    expect(read("industry=textiles&process=voc-free").step).toBe("problem");
    const done = read("industry=textiles&process=voc-free&problem=static");
    expect(done.step).toBe("result");
    expect(done.problemWithAddress).toBeUndefined();
    expect(done.answers.industry?.name).toBe("Textiles");
    expect(done.answers.problem?.function).toBe("anti-static");
  });

  it.each([
    [
      "industry=plastics",
      "industry",
      "We do not know the industry “plastics”. Please choose one from the list.",
    ],
    [
      "industry=textiles&process=",
      "process",
      "We do not know the process “”. Please choose one from the list.",
    ],
    [
      "industry=textiles&industry=printing",
      "industry",
      "This address gives more than one industry. Please choose one.",
    ],
    [
      "problem=foam",
      "industry",
      "Please choose your industry first: the later answers in this address need it.",
    ],
    [
      "industry=textiles&problem=foam",
      "process",
      "Please choose your process first: the later answers in this address need it.",
    ],
  ])("%s: asks the %s again and says why", (query, step, message) => {
    const state = read(query);
    expect(state.step).toBe(step);
    expect(state.problemWithAddress).toBe(message);
  });

  it("writes a step's address in question order, stopping at the first missing answer", () => {
    expect(expertHref({})).toBe("/talk-to-an-expert");
    expect(expertHref({ problem: "foam", industry: "textiles" })).toBe(
      "/talk-to-an-expert?industry=textiles",
    );
    expect(expertHref({ process: "general", industry: "oil-field", problem: "foam" })).toBe(
      "/talk-to-an-expert?industry=oil-field&process=general&problem=foam",
    );
  });
});

describe("the specialists of content/company/specialists.json", () => {
  const specialists = readSpecialists(CONTENT_DIR);

  it.each(
    EXPERT_INDUSTRIES.flatMap((industry) =>
      ENQUIRY_OPTIONS.locations.map((region) => [industry.slug, region]),
    ),
  )("%s in %s has exactly one specialist", (industry, region) => {
    const covering = specialists.filter(
      (specialist) =>
        (specialist.industries as string[]).includes(industry) &&
        (specialist.regions as string[]).includes(region),
    );
    expect(covering).toHaveLength(1);
    expect(specialistFor(specialists, industry, region)).toBe(covering[0]);
  });

  it("routes by industry and region, the first in list order when two cover both", () => {
    expect(specialistFor(specialists, "fermentation", "UK")?.slug).toBe("priya-raman");
    expect(specialistFor(specialists, "textiles", "Europe ex-UK")?.slug).toBe("marc-delorme");
    expect(specialistFor(specialists, "textiles", "Rest of the World")?.slug).toBe("amara-osei");
    expect(specialistFor(specialists, "printing", "Rest of the World")?.slug).toBe("james-whitcombe");
    const both = [
      { ...specialists[0], slug: "first", industries: ["printing"], regions: ["UK"] },
      { ...specialists[1], slug: "second", industries: ["printing"], regions: ["UK"] },
    ] as typeof specialists;
    expect(specialistFor(both, "printing", "UK")?.slug).toBe("first");
    expect(specialistFor(specialists, "printing", "Mars")).toBeUndefined();
  });
});
