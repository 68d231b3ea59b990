/**
 * Set on `<html>` once React has hydrated the page (app/hydration-mark.tsx): browser tests and
 * `npm run trace` wait for it as a visitor waits for a live page.
 */
export const HYDRATED_ATTRIBUTE = "data-hydrated";
