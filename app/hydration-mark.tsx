import { useEffect } from "react";

/** Set on `<html>` once React has hydrated the page; browser tests wait for it as a visitor waits for a live page. */
export const HYDRATED_ATTRIBUTE = "data-hydrated";

/** Rendered beside the router: its effect runs after the whole page's hydration has committed. */
export function HydrationMark() {
  useEffect(() => {
    document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, "");
  }, []);
  return null;
}
