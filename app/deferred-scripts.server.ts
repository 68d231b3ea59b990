/**
 * JavaScript after the first paint (decision 015). React Router puts module preloads for all of a
 * page's JavaScript in the head and a module script importing it at the end of the body; Chrome
 * fetches them at high priority, so on a slow connection some 110 KB of script competes with the
 * stylesheet and the font before anything is painted. Every page is complete without JavaScript,
 * so the preloads are left out and React Router's module script is kept inert until the browser
 * has painted, then started by a small inline script.
 */

const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*>/g;
const ROUTER_MODULE_SCRIPT = /<script([^>]*) type="module"(?: async="")?>/;
export const DEFERRED_MODULE_ID = "deferred-module";
export const DEFERRED_MODULE_TYPE = "text/x-deferred-module";

/**
 * Starts the inert module once the first contentful paint is reported (at once in a hidden tab).
 * Sent on every page, so without its indentation: each line ends a statement or opens a block.
 */
const START_AFTER_FIRST_PAINT = `(() => {
  const inert = document.getElementById("${DEFERRED_MODULE_ID}");
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    const script = document.createElement("script");
    script.type = "module";
    script.nonce = inert.nonce;
    script.textContent = inert.textContent;
    document.body.append(script);
  };
  setTimeout(start, 3000);
  if (document.visibilityState !== "visible" || !window.PerformanceObserver?.supportedEntryTypes?.includes("paint")) return start();
  new PerformanceObserver((list, observer) => {
    if (list.getEntriesByName("first-contentful-paint").length === 0) return;
    observer.disconnect();
    setTimeout(start);
  }).observe({ type: "paint", buffered: true });
})();`.replace(/\n\s*/g, "");

/** The document as rendered, with its JavaScript loading only after the first paint. */
export function deferScriptsUntilPainted(html: string, nonce: string): string {
  if (!ROUTER_MODULE_SCRIPT.test(html)) return html;
  return html
    .replace(MODULE_PRELOAD, "")
    .replace(ROUTER_MODULE_SCRIPT, `<script$1 type="${DEFERRED_MODULE_TYPE}" id="${DEFERRED_MODULE_ID}">`)
    .replace("</body>", `<script nonce="${nonce}">${START_AFTER_FIRST_PAINT}</script></body>`);
}
