/** Leads received in one week, as the inbox's chart draws them. */
export type WeekCount = { /** Monday of the week, `YYYY-MM-DD` (UTC). */ weekStart: string; count: number };

/** How many weeks the inbox's chart shows, this week last. */
export const CHART_WEEKS = 12;
