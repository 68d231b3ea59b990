import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { LeadsChart } from "#app/staff/leads-chart.tsx";

const weeks = [
  { weekStart: "2026-11-02", count: 3 },
  { weekStart: "2026-11-09", count: 0 },
  { weekStart: "2026-11-16", count: 6 },
];

describe("the leads-per-week chart", () => {
  const svg = renderToStaticMarkup(createElement(LeadsChart, { weeks }));

  it("is an image named by its title and described with every week's count", () => {
    expect(svg).toMatch(/^<svg[^>]* role="img"/);
    const [, labelledBy] = svg.match(/aria-labelledby="([^"]+)"/) ?? [];
    const [titleId, descId] = labelledBy?.split(" ") ?? [];
    expect(svg).toContain(`<title id="${titleId}">Leads per week</title>`);
    expect(svg).toContain(
      `<desc id="${descId}">9 leads in 3 weeks. Week of 2 Nov: 3; Week of 9 Nov: 0; Week of 16 Nov: 6.</desc>`,
    );
  });

  it("draws one bar per week, the tallest for the busiest week", () => {
    const heights = [...svg.matchAll(/<rect [^>]*height="(\d+)"/g)].map((match) => Number(match[1]));
    expect(heights).toHaveLength(3);
    expect(heights[1]).toBe(0);
    expect(heights[2]).toBe(2 * (heights[0] ?? 0));
  });
});
