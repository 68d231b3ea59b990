/** Where the lead inbox and a lead's page live; pages, mails and tests build their links here. */
export const LEAD_INBOX_PATH = "/staff/enquiries";
/** A lead's page as the route and access tables name it. */
export const LEAD_PAGE_PATH = "/staff/enquiries/:reference";
/** The filtered list as a file: `?format=csv|json` and the inbox's filters. */
export const LEAD_EXPORT_PATH = "/staff/enquiries/export";
/** Personal-data requests: find and erase, both posted so the address never appears in a URL. */
export const PERSONAL_DATA_PATH = "/staff/enquiries/personal-data";
/** Everything held about a posted address as a JSON file. */
export const PERSONAL_DATA_DOWNLOAD_PATH = "/staff/enquiries/personal-data/download";

/** The lead page's parameter naming the inbox list it was opened from, for "Save and next". */
export const LEAD_LIST_PARAM = "list";

/**
 * Page addresses are lower case (decision 022); the lead's page reads the reference back in capitals.
 * `list`: the inbox's filter query the lead was opened from, so "Save and next" goes on in that list.
 */
export function leadHref(reference: string, list = ""): string {
  const page = `${LEAD_INBOX_PATH}/${encodeURIComponent(reference.toLowerCase())}`;
  return list ? `${page}?${new URLSearchParams({ [LEAD_LIST_PARAM]: list })}` : page;
}

/** Leads by source, campaign and landing page (issue 32), under the inbox's filters. */
export const LEAD_SOURCES_PATH = "/staff/lead-sources";
