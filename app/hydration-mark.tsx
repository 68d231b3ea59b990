import { useEffect } from "react";
import { HYDRATED_ATTRIBUTE } from "#shared/site/hydrated-attribute.ts";
import { useHydrated } from "./hooks/use-hydrated.ts";

/**
 * Rendered beside the router. Its effect runs after the whole page's hydration has committed and,
 * as its own `useHydrated` transition commits with every other component's, after the page has
 * re-rendered as interactive.
 */
export function HydrationMark() {
  const hydrated = useHydrated();
  useEffect(() => {
    if (hydrated) document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, "");
  }, [hydrated]);
  return null;
}
