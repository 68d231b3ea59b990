import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { layoutShifts, recordLayoutShifts } from "./layout-shifts.ts";

const START = new Date("2026-11-23T09:00:00Z");

/** Opens the home page on a paused fake clock, and runs it until React has hydrated the page. */
async function openWithClock(page: Page) {
  await page.clock.install({ time: START });
  await page.clock.pauseAt(new Date(START.getTime() + 1000));
  await page.goto("/");
  await expect
    .poll(
      async () => {
        await page.clock.runFor(16);
        return page.evaluate(() =>
          Object.keys(document.querySelector("main") ?? {}).some((key) => key.startsWith("__reactFiber")),
        );
      },
      { timeout: 20_000 },
    )
    .toBe(true);
}

type Samples = (number | null)[][];

/**
 * From the page's first frame on, records each frame the figures the counters show: the number a
 * visitor reads (the count drawn by CSS while it runs, else the text), or null while hidden.
 */
async function recordShownFigures(page: Page) {
  await page.addInitScript(() => {
    const samples: (number | null)[][] = [];
    Object.assign(window, { shownFigures: samples });
    const shown = (counter: Element) => {
      if (!counter.checkVisibility({ visibilityProperty: true, opacityProperty: true })) return null;
      // While it counts, CSS draws the count (a quoted string) in place of the figure.
      const drawn = getComputedStyle(counter, "::before").content;
      const text = drawn.startsWith('"') ? JSON.parse(drawn) : counter.textContent;
      return Number(String(text).replaceAll("\u2007", ""));
    };
    const sample = () => {
      const counters = [...document.querySelectorAll(".counter")];
      if (counters.length > 0) samples.push(counters.map(shown));
      requestAnimationFrame(sample);
    };
    requestAnimationFrame(sample);
  });
  return {
    all: () => page.evaluate(() => (window as unknown as { shownFigures: Samples }).shownFigures),
    last: () => page.evaluate(() => (window as unknown as { shownFigures: Samples }).shownFigures.at(-1)),
  };
}

/** Each time a counter's shown figure went down: which counter, from what to what. */
function drops(samples: Samples): string[] {
  const found: string[] = [];
  const previous: (number | null)[] = [];
  for (const sample of samples) {
    sample.forEach((figure, index) => {
      if (figure === null) return;
      const before = previous[index];
      if (before !== undefined && before !== null && figure < before)
        found.push(`counter ${index + 1}: ${before} -> ${figure}`);
      previous[index] = figure;
    });
  }
  return found;
}

const carousel = (page: Page) => page.getByRole("region", { name: "Fenmoor at a glance" });
const slide = (page: Page, label: string) => carousel(page).getByRole("group", { name: label });

test.describe("home banner", () => {
  test("the counters count up from 0 to 35, 200 and 40 over five seconds", async ({ page }) => {
    await page.clock.install({ time: START });
    await page.clock.pauseAt(new Date(START.getTime() + 1000));
    const figures = await recordShownFigures(page);
    await page.goto("/");
    await page.clock.runFor(20);
    expect(await figures.last()).toEqual([0, 0, 0]);
    await page.clock.runFor(1000);
    const second = (await figures.last()) ?? [];
    for (const [index, figure] of [35, 200, 40].entries()) {
      expect(second[index]).toBeGreaterThan(0);
      expect(second[index]).toBeLessThan(figure);
    }
    await page.clock.runFor(3860);
    const last = (await figures.last()) ?? [];
    for (const [index, figure] of [35, 200, 40].entries()) expect(last[index]).toBeLessThan(figure);
    await page.clock.runFor(200);
    expect(await figures.last()).toEqual([35, 200, 40]);
  });

  test("a figure once shown never goes down, from the first paint to the end of the count", async ({
    page,
  }) => {
    const figures = await recordShownFigures(page);
    await page.goto("/");
    await expect.poll(figures.last, { timeout: 10_000 }).toEqual([35, 200, 40]);
    const samples = await figures.all();
    expect(samples.length).toBeGreaterThan(10);
    expect(drops(samples)).toEqual([]);
    // The count started from the bottom rather than showing the final figures first.
    expect(samples.find((sample) => sample.some((figure) => figure !== null))?.[1]).toBeLessThan(200);
  });

  test("with reduced motion the final figures show from the first paint", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    const figures = await recordShownFigures(page);
    await page.goto("/");
    await expect.poll(async () => (await figures.all()).length).toBeGreaterThan(10);
    expect(new Set((await figures.all()).map((sample) => sample.join()))).toEqual(new Set(["35,200,40"]));
  });

  test("slides advance by themselves and pause while the pointer is over them", async ({ page }) => {
    await openWithClock(page);
    await expect(slide(page, "1 of 3")).toBeVisible();
    await expect(slide(page, "2 of 3")).toBeHidden();
    await page.clock.runFor(7000);
    await expect(slide(page, "2 of 3")).toBeVisible();
    await expect(slide(page, "1 of 3")).toBeHidden();

    await carousel(page).hover();
    await page.clock.runFor(20_000);
    await expect(slide(page, "2 of 3")).toBeVisible();
    await expect(carousel(page).locator(".carousel-slides")).toHaveAttribute("aria-live", "polite");

    await page.mouse.move(5, 5);
    await page.clock.runFor(7000);
    await expect(slide(page, "3 of 3")).toBeVisible();
    await expect(carousel(page).locator(".carousel-slides")).toHaveAttribute("aria-live", "off");
  });

  test("slides wait while the carousel is scrolled out of view", async ({ page }) => {
    await openWithClock(page);
    await page.getByRole("heading", { name: "Latest news" }).scrollIntoViewIfNeeded();
    await expect(carousel(page)).not.toBeInViewport();
    await page.clock.runFor(20_000);
    await page.getByRole("heading", { level: 1 }).scrollIntoViewIfNeeded();
    await expect(carousel(page)).toBeInViewport();
    await expect(slide(page, "1 of 3")).toBeVisible();
    await page.clock.runFor(7000);
    await expect(slide(page, "2 of 3")).toBeVisible();
  });

  test("slides pause while focus is inside the carousel", async ({ page }) => {
    await openWithClock(page);
    await carousel(page).getByRole("button", { name: "Next slide" }).focus();
    await page.clock.runFor(20_000);
    await expect(slide(page, "1 of 3")).toBeVisible();
    await page.getByRole("link", { name: "More about Fenmoor" }).focus();
    await page.clock.runFor(7000);
    await expect(slide(page, "2 of 3")).toBeVisible();
  });

  test("the controls work from the keyboard", async ({ page }) => {
    await openWithClock(page);
    const stop = carousel(page).getByRole("button", { name: "Stop automatic slide show" });
    await stop.focus();
    await page.keyboard.press("Enter");
    await expect(carousel(page).getByRole("button", { name: "Start automatic slide show" })).toBeFocused();

    await page.keyboard.press("Tab");
    await expect(carousel(page).getByRole("button", { name: "Previous slide" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(slide(page, "3 of 3")).toBeVisible();
    await expect(slide(page, "1 of 3")).toBeHidden();

    await page.keyboard.press("Tab");
    await expect(carousel(page).getByRole("button", { name: "Next slide" })).toBeFocused();
    await page.keyboard.press("Space");
    await page.keyboard.press("Space");
    await expect(slide(page, "2 of 3")).toBeVisible();
    await expect(slide(page, "1 of 3")).toBeHidden();

    // The visible slide's button is next in the tab order; hidden slides' buttons are skipped.
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: "Industries we serve" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL("/industries");
  });

  test("with reduced motion the final numbers show and the slides stay put", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.clock.install({ time: START });
    await page.goto("/");
    await expect(carousel(page).getByRole("button", { name: "Start automatic slide show" })).toBeVisible();
    await page.clock.runFor(30_000);
    await expect(slide(page, "1 of 3")).toBeVisible();
    await expect(carousel(page).locator(".carousel-slides")).toHaveAttribute("aria-live", "polite");
  });

  test("without JavaScript every slide and the final numbers show, and the controls do not", async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/");
    for (const label of ["1 of 3", "2 of 3", "3 of 3"]) await expect(slide(page, label)).toBeVisible();
    await expect(page.locator(".counter")).toHaveText(["35", "200", "40"]);
    await expect(carousel(page).getByRole("button")).toHaveCount(0);
    await context.close();
  });
});

test.describe("home sections", () => {
  test("a news card opens that item on the news page", async ({ page }) => {
    await page.goto("/");
    const news = page.getByRole("region", { name: "Latest news" });
    const first = news.getByRole("link").first();
    const href = await first.getAttribute("href");
    expect(href).toMatch(/^\/news#\d+$/);
    await first.click();
    await expect(page).toHaveURL(href as string);
    await expect(page.locator(`[id="${href?.split("#")[1]}"]`)).toBeVisible();
  });
});

test.describe("home on a phone @mobile", () => {
  test("the banner, grids and call to action fit the screen without sideways scrolling", async ({ page }) => {
    await page.goto("/");
    const width = page.viewportSize()?.width ?? 0;
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    const figures = page.locator(".home-figure");
    await expect(figures).toHaveCount(3);
    // The three counters sit side by side under the slides.
    const boxes = await figures.evaluateAll((items) => items.map((item) => item.getBoundingClientRect().top));
    expect(new Set(boxes.map(Math.round)).size).toBe(1);
    await expect(carousel(page).getByRole("button", { name: "Next slide" })).toBeInViewport();
    const cards = page.getByRole("region", { name: "Chemical Solutions" }).getByRole("listitem");
    const cardWidths = await cards.evaluateAll((items) =>
      items.map((item) => item.getBoundingClientRect().width),
    );
    for (const cardWidth of cardWidths) expect(cardWidth).toBeLessThanOrEqual(width);
    await page.getByRole("link", { name: "Sales enquiry" }).last().scrollIntoViewIfNeeded();
    await expect(page.getByRole("link", { name: "Request a sample" }).last()).toBeInViewport();
  });
});

test.describe("home layout stability", () => {
  test("counting up and changing slides move nothing on the page", async ({ page }) => {
    // A first visit caches the web font, so its swap (font-swap.spec.ts) does not count against the counters.
    await page.goto("/");
    await recordLayoutShifts(page);
    await openWithClock(page);
    await page.clock.runFor(7100);
    await expect(slide(page, "2 of 3")).toBeVisible();
    await expect(page.locator(".counter")).toHaveText(["35", "200", "40"]);
    expect(await layoutShifts(page)).toEqual([]);
  });
});
