import type { Page } from "@playwright/test";

/** Resolves once React has hydrated the page: its elements then carry React's own properties. */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() =>
    Object.keys(document.querySelector("main") ?? {}).some((key) => key.startsWith("__reactFiber")),
  );
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
