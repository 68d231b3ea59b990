import { useEffect } from "react";
import { useLocation, useNavigationType } from "react-router";
import { reveal } from "./reveal.ts";

/** History state a pager's links carry, so a page can tell a page turn from any other arrival. */
export const PAGE_TURN_STATE = { pageTurn: true } as const;

export function isPageTurn(state: unknown): boolean {
  return typeof state === "object" && state !== null && "pageTurn" in state;
}

/**
 * The pager sits at the foot of its list: after a page turn the new list's top comes into view and
 * takes the focus. Back and forward keep the browser's own position.
 */
export function usePageTurn(listId: string): void {
  const { key, state } = useLocation();
  const navigationType = useNavigationType();
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per arrival, keyed by the location
  useEffect(() => {
    if (navigationType === "POP" || !isPageTurn(state)) return;
    const list = document.getElementById(listId);
    if (list) reveal(list);
  }, [key]);
}
