import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { AnimatedCounter } from "../../app/components/home/animated-counter.tsx";

const render = (value: number) => renderToStaticMarkup(createElement(AnimatedCounter, { value }));

describe("a home page counter", () => {
  it("spells a figure of up to four digits in classes, for the count-up, and keeps the final figure", () => {
    expect(render(2024)).toBe(
      '<span class="counter counter-digits-4 counter-ones-4 counter-tens-2 counter-thousands-2">' +
        '<span class="counter-final">2024</span></span>',
    );
  });

  it.each([12000, 1.5, -3])("shows %s as it is, without a count, rather than failing the page", (value) => {
    expect(render(value)).toBe(`<span class="counter-static">${value}</span>`);
  });
});
