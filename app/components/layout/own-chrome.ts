import { useMatches } from "react-router";

/** What a layout route declares in its `handle` when it draws its own header and footer (the staff console). */
export type OwnChromeHandle = { ownChrome: true };

function drawsOwnChrome(handle: unknown): handle is OwnChromeHandle {
  return typeof handle === "object" && handle !== null && "ownChrome" in handle;
}

/** Whether a matched route draws its own chrome, so the document leaves out the site's header and footer. */
export function useOwnChrome(): boolean {
  return useMatches().some((match) => drawsOwnChrome(match.handle));
}
