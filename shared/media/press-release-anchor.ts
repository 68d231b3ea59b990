/** The fragment of one release in the press-release list, where its own address leads (decision 070). */
export function pressReleaseAnchor(id: number): string {
  return `press-release-${id}`;
}
