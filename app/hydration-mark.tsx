import { useEffect } from "react";
import { HYDRATED_ATTRIBUTE } from "../shared/site/hydrated-attribute.ts";

/** Rendered beside the router: its effect runs after the whole page's hydration has committed. */
export function HydrationMark() {
  useEffect(() => {
    document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, "");
  }, []);
  return null;
}
