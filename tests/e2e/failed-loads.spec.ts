import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";

/**
 * Issue 30 item 16, decision 100: when a page's data does not arrive during a client-side
 * navigation, the page keeps its heading, header and footer, shows the spec's empty state and says
 * that its content did not load, with a plain link to try again.
 */

const footerLink = (name: string) => (page: Page) =>
  page.getByRole("contentinfo").getByRole("link", { name, exact: true }).click();

type Row = {
  page: string;
  /** Where the test starts; the navigation to `path` happens in the browser. */
  from?: string;
  go: (page: Page) => Promise<void>;
  path: string;
  heading: string;
  /** The spec's empty state (section 8), where it names one. */
  empty?: string;
};

const PAGES: Row[] = [
  {
    page: "home",
    go: (page) => page.getByRole("banner").getByRole("link", { name: "Fenmoor Chemicals" }).click(),
    path: "/",
    heading: "Foam control and speciality chemistry, made in Britain since 1989",
  },
  {
    page: "product finder",
    go: footerLink("Product Finder"),
    path: "/product",
    heading: "Product Finder",
    empty: "No Product Found",
  },
  {
    page: "search",
    go: async (page) => {
      const box = page.getByRole("combobox", { name: "Search the site" });
      await box.fill("foam");
      await box.press("Enter");
    },
    path: "/search?search=foam",
    heading: "Search foam",
    empty: "No Record Found",
  },
  { page: "news", go: footerLink("News"), path: "/news", heading: "News", empty: "No Record Found" },
  {
    page: "press releases",
    go: async (page) => {
      const menu = page.getByRole("navigation", { name: "Careers and media" });
      await menu.getByRole("button", { name: "Media" }).click();
      await menu.getByRole("link", { name: "Press Release" }).click();
    },
    path: "/press-release",
    heading: "Press Releases",
    empty: "No Record Found",
  },
  { page: "who we are", go: footerLink("Who We Are"), path: "/who-we-are", heading: "Who We Are" },
  { page: "company page", go: footerLink("Vision"), path: "/vision", heading: "Vision" },
  {
    page: "team",
    go: footerLink("Board of Directors"),
    path: "/board-of-directors",
    heading: "Board of Directors",
  },
  { page: "industries", go: footerLink("Industries"), path: "/industries", heading: "Industries" },
  {
    page: "industry",
    from: "/industries",
    go: (page) => page.getByRole("main").getByRole("link", { name: "Adhesives" }).click(),
    path: "/industries/adhesives",
    heading: "Adhesives",
  },
];

/** The data requests of client-side navigation: `/news.data`, `/_.data?_routes=…`. */
const DATA_REQUEST = /\.data(\?|$)/;

const FAILURES = {
  "answers 500": (page: Page) =>
    page.route(DATA_REQUEST, (route) => route.fulfill({ status: 500, body: "Internal Server Error" })),
  "is cut off": (page: Page) => page.route(DATA_REQUEST, (route) => route.abort("connectionreset")),
};

test.describe("a data load that fails during client-side navigation", () => {
  for (const [failure, fail] of Object.entries(FAILURES)) {
    for (const row of PAGES) {
      test(`${row.page}: when the data request ${failure}, the page keeps its heading and says so`, async ({
        page,
      }) => {
        test.info().annotations.push({ type: "expected-console", description: "Failed to load resource" });
        await page.goto(row.from ?? "/talent-philosophy");
        await fail(page);
        await row.go(page);
        await expect(page).toHaveURL(row.path);

        const main = page.getByRole("main");
        await expect(main.getByRole("heading", { level: 1 })).toHaveText(row.heading);
        const notice = main.getByRole("alert");
        await expect(notice).toContainText("This content could not be loaded just now.");
        await expect(notice.getByRole("link", { name: "Try again" })).toHaveAttribute("href", row.path);
        if (row.empty) await expect(main.getByText(row.empty, { exact: true })).toBeVisible();
        await expect(page.getByText("Something went wrong.")).toHaveCount(0);
        await expect(page.getByRole("banner")).toBeVisible();
        await expect(page.getByRole("contentinfo")).toBeVisible();
      });
    }
  }

  test("Try again asks for the whole page, which shows its content once the server answers", async ({
    page,
  }) => {
    test.info().annotations.push({ type: "expected-console", description: "Failed to load resource" });
    await page.goto("/talent-philosophy");
    await FAILURES["answers 500"](page);
    await page.getByRole("contentinfo").getByRole("link", { name: "News", exact: true }).click();
    const main = page.getByRole("main");
    await expect(main.getByRole("alert")).toBeVisible();
    await page.unroute(DATA_REQUEST);
    await main.getByRole("link", { name: "Try again" }).click();
    await expect(main.getByRole("article")).toHaveCount(5);
    await expect(main.getByRole("alert")).toHaveCount(0);
  });

  test("a 404 answer is not a failed load: the page not found shows", async ({ page }) => {
    test.info().annotations.push({ type: "expected-console", description: "404" });
    await page.goto("/talent-philosophy");
    await page.route(DATA_REQUEST, (route) => route.fulfill({ status: 404, body: "Not Found" }));
    await page.getByRole("contentinfo").getByRole("link", { name: "News", exact: true }).click();
    await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toHaveText("404 Error.");
    await expect(page.getByRole("main").getByRole("alert")).toHaveCount(0);
  });
});
