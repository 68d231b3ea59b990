/** Where an item stands: never live, live, or taken down. */
const CONTENT_STATUSES = ["draft", "published", "unpublished"] as const;
export type ContentStatus = (typeof CONTENT_STATUSES)[number];

/** What the console lists show: a draft due to go live by itself reads "scheduled". */
export type ShownStatus = ContentStatus | "scheduled";

export const SHOWN_STATUS_LABELS: Record<ShownStatus, string> = {
  draft: "Draft",
  published: "Published",
  scheduled: "Scheduled",
  unpublished: "Unpublished",
};

export function shownStatus(status: ContentStatus, publishAt: string | null): ShownStatus {
  return publishAt ? "scheduled" : status;
}
