/** News and press releases are kept and listed newest first; on the same day, the later id first. */
export function newestFirst(a: { date: string; id: number }, b: { date: string; id: number }): number {
  return b.date.localeCompare(a.date) || b.id - a.id;
}
