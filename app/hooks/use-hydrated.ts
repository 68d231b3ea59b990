import { startTransition, useEffect, useState } from "react";

/**
 * False on the server and in the first browser render, true once the page's script runs. The
 * re-render it causes is a transition, which React renders in slices between other work: as a
 * plain update it was one blocking task right after hydration (docs/performance.md, "First load").
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => startTransition(() => setHydrated(true)), []);
  return hydrated;
}
