import { useEffect } from "react";
import {
  campaignOf,
  hasSource,
  LANDING_PAGE_MAX_LENGTH,
  type VisitSource,
} from "#shared/enquiries/visit-source.ts";

/** Session storage, not a cookie: it stays in this tab, ends with it and is never sent by itself. */
const STORAGE_KEY = "fenmoor.visit-source";

/** What the tab holds: the source until a form carried it, then only that it did. */
type Stored = { source: VisitSource } | { sent: true };

/** A visitor who asks browsers not to be tracked (Global Privacy Control, Do Not Track) is not. */
function declined(): boolean {
  const navigatorSignals = navigator as Navigator & { globalPrivacyControl?: boolean };
  return navigatorSignals.globalPrivacyControl === true || navigator.doNotTrack === "1";
}

function storage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    // Storage refused by the browser's settings: the form still works, without a source.
    return undefined;
  }
}

function read(): Stored | undefined {
  try {
    return JSON.parse(storage()?.getItem(STORAGE_KEY) ?? "null") ?? undefined;
  } catch {
    return undefined;
  }
}

function referrerDomain(referrer: string, host: string): string | undefined {
  try {
    const domain = new URL(referrer).hostname;
    return domain && domain !== host ? domain : undefined;
  } catch {
    return undefined;
  }
}

/** Notes where this visit began, once per tab: the first page a visitor opens, not the ones after. */
function rememberLanding(): void {
  if (declined() || read() !== undefined) return;
  const source: VisitSource = {
    landingPage: window.location.pathname.slice(0, LANDING_PAGE_MAX_LENGTH),
    referrerDomain: referrerDomain(document.referrer, window.location.hostname),
    ...campaignOf(new URLSearchParams(window.location.search)),
  };
  storage()?.setItem(STORAGE_KEY, JSON.stringify({ source } satisfies Stored));
}

/** Run on the public pages' layout: the page it first runs on is the visit's landing page. */
export function useRememberedLanding(enabled: boolean): void {
  useEffect(() => {
    if (enabled) rememberLanding();
  }, [enabled]);
}

/** The source to send with a form, until one form has carried it. */
export function visitSourceToSend(): VisitSource | undefined {
  const stored = read();
  return stored && "source" in stored && hasSource(stored.source) ? stored.source : undefined;
}

/** After the visit's first accepted form: later forms of this visit carry no source. */
export function markVisitSourceSent(): void {
  storage()?.setItem(STORAGE_KEY, JSON.stringify({ sent: true } satisfies Stored));
}
