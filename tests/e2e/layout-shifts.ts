import type { Page } from "@playwright/test";

export type LayoutShift = { value: number; at: number; moved: string[] };

/** Records every layout shift with the elements that moved, so a failure says what moved. */
export async function recordLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const state = window as unknown as { layoutShifts: LayoutShift[] };
    state.layoutShifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources: { node: Node | null }[];
      })[]) {
        if (entry.hadRecentInput) continue;
        const moved = entry.sources.map(({ node }) =>
          node instanceof Element
            ? `${node.tagName.toLowerCase()}.${node.className}`
            : String(node?.nodeName),
        );
        state.layoutShifts.push({ value: entry.value, at: Math.round(entry.startTime), moved });
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
}

export function layoutShifts(page: Page): Promise<LayoutShift[]> {
  return page.evaluate(() => (window as unknown as { layoutShifts: LayoutShift[] }).layoutShifts);
}

/** Issue 6's budget for cumulative layout shift. */
export const CLS_BUDGET = 0.04;
