/**
 * The console's addresses for editable content, one pattern per kind (issue 15):
 * `/staff/<kind>` lists, `/staff/<kind>/new` creates, `/staff/<kind>/<key>` edits.
 */
export function contentListPath(kind: string): string {
  return `/staff/${kind}`;
}

export function contentNewPath(kind: string): string {
  return `/staff/${kind}/new`;
}

export function contentItemPath(kind: string, key: string | number): string {
  return `/staff/${kind}/${key}`;
}

/** The editing page's route pattern, as the route table and the role table name it. */
export function contentItemPattern(kind: string): string {
  return `/staff/${kind}/:key`;
}
