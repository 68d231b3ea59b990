import type { Page } from "@playwright/test";
import { HYDRATED_ATTRIBUTE } from "#shared/site/hydrated-attribute.ts";

/** Resolves once React has hydrated the page, which the app marks on `<html>`. */
export async function waitForHydration(page: Page) {
  await page.locator(`html[${HYDRATED_ATTRIBUTE}]`).waitFor({ state: "attached" });
}

/**
 * Holds the page's next data request (a client-side navigation within `pathname`) until `release`
 * is called, so a test can see what the page shows while it loads.
 */
export async function holdDataRequests(page: Page, pathname: string) {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(`**${pathname}.data*`, async (route) => {
    await held;
    await route.continue();
  });
  return { release };
}
