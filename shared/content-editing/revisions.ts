/** The writes the engine numbers: seeded from the files, saved as a draft, published, taken down, restored. */
const REVISION_ACTIONS = ["seed", "save", "publish", "unpublish", "restore"] as const;
export type RevisionAction = (typeof REVISION_ACTIONS)[number];

export const REVISION_ACTION_LABELS: Record<RevisionAction, string> = {
  seed: "Loaded from the content files",
  save: "Draft saved",
  publish: "Published",
  unpublish: "Unpublished",
  restore: "Restored as a draft",
};
