/** Debian's Chromium, which the browser tests, `npm run lighthouse` and `npm run trace` drive. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/** Flags for a quiet, reproducible browser: no sandbox (containers), GPU, QUIC or background traffic. */
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
