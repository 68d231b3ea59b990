import { useEffect } from "react";

/**
 * React Router aborts a navigation another one supersedes (an autosave's answer moving a new item
 * to its own address while a submission is still being revalidated) and rejects its promise with an
 * AbortError; where the router itself started the navigation (its `<Form>`), nothing catches that.
 * It is the router working as designed, not a failure: the console keeps it off the error log. Any
 * other unhandled rejection is left alone.
 */
export function useQuietSupersededNavigations(): void {
  useEffect(() => {
    const quiet = (event: PromiseRejectionEvent) => {
      const reason: unknown = event.reason;
      if (reason instanceof DOMException && reason.name === "AbortError") event.preventDefault();
    };
    window.addEventListener("unhandledrejection", quiet);
    return () => window.removeEventListener("unhandledrejection", quiet);
  }, []);
}
