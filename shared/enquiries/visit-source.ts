/**
 * Where a visitor came from (issue 32): the page this visit landed on, the referring site's domain
 * and the landing page's campaign parameters. Kept in the tab (session storage) by the browser and
 * sent only with a form; a form posted without JavaScript has only its own page's parameters.
 */
export type VisitSource = {
  /** The path the visit started on, without its query (which may hold anything). */
  landingPage?: string;
  /** The referring site's host name; none when the visit came directly or from this site. */
  referrerDomain?: string;
  utm_source?: string;
  utm_medium?: string;
  utm_campaign?: string;
  utm_term?: string;
  utm_content?: string;
};

export const UTM_PARAMETERS = [
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "utm_term",
  "utm_content",
] as const;

/** The JSON body's key that carries it beside a form's fields. */
export const VISIT_SOURCE_FIELD = "source";

/** The longest value kept of a campaign parameter, and of a landing page's path. */
export const UTM_MAX_LENGTH = 100;
export const LANDING_PAGE_MAX_LENGTH = 300;

/** The campaign parameters of an address's query, each trimmed and cut to length; none when empty. */
export function campaignOf(search: URLSearchParams): VisitSource {
  const source: VisitSource = {};
  for (const key of UTM_PARAMETERS) {
    const value = search.get(key)?.trim().slice(0, UTM_MAX_LENGTH);
    if (value) source[key] = value;
  }
  return source;
}

/** Whether a source says anything at all. */
export function hasSource(source: VisitSource | undefined): source is VisitSource {
  return source !== undefined && Object.values(source).some(Boolean);
}
