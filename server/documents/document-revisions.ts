import { z } from "zod";
import { DOCUMENT_LANGUAGES, STATEMENTS } from "#shared/documents/document-kinds.ts";
import revisions from "../../content/catalogue/document-revisions.json" with { type: "json" };

const Revision = z.object({
  version: z.number().int().positive(),
  date: z.iso.date(),
  /** What changed, in the document's languages (English always). */
  change: z.partialRecord(z.enum(DOCUMENT_LANGUAGES.map((language) => language.slug)), z.string().min(1)),
});
export type Revision = z.infer<typeof Revision>;

/** Versions numbered 1, 2, 3… in order, dates rising: the last is the current one. */
const History = z
  .array(Revision)
  .min(1)
  .refine((list) => list.every((revision, index) => revision.version === index + 1), "versions 1, 2, 3…")
  .refine((list) => list.every((revision, index) => revision.date > (list[index - 1]?.date ?? "")));

const RevisionsFile = z.object({
  tds: History,
  sds: History.refine((list) =>
    list.every((revision) => DOCUMENT_LANGUAGES.every(({ slug }) => revision.change[slug])),
  ),
  statements: z.object(
    Object.fromEntries(STATEMENTS.map(({ slug }) => [slug, History])) as Record<
      (typeof STATEMENTS)[number]["slug"],
      typeof History
    >,
  ),
});

/**
 * The revision history of each kind of document, shared by every product (decision 050):
 * content/catalogue/document-revisions.json, checked once when the server starts.
 */
export const DOCUMENT_REVISIONS = RevisionsFile.parse(revisions);

export function currentRevision(history: Revision[]): Revision {
  const last = history.at(-1);
  if (!last) throw new Error("a revision history is never empty");
  return last;
}
