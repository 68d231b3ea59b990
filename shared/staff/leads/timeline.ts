import { z } from "zod";
import { LEAD_STATUSES } from "./status.ts";

/** What one timeline entry records; the page words it, the server stores it as JSON. */
export const LeadChangeSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("status"), from: z.enum(LEAD_STATUSES), to: z.enum(LEAD_STATUSES) }),
  z.object({ kind: z.literal("owner"), from: z.string().nullable(), to: z.string().nullable() }),
  z.object({ kind: z.literal("note"), noteId: z.string() }),
  z.object({ kind: z.literal("erased") }),
  z.object({ kind: z.literal("reply"), replyId: z.string() }),
  /** On a duplicate: merged into `into`. On the lead kept: `from` was merged into it. */
  z.object({ kind: z.literal("merged"), into: z.string() }),
  z.object({ kind: z.literal("merged-in"), from: z.string() }),
]);
export type LeadChange = z.infer<typeof LeadChangeSchema>;

export type LeadEvent = {
  id: string;
  reference: string;
  /** The staff user id of whoever made the change. */
  actorId: string;
  at: string;
  change: LeadChange;
};

/** A note as typed on a lead's page. */
export const LeadNoteTextSchema = z
  .string()
  .trim()
  .min(1, "Write the note first.")
  .max(5000, "A note must be at most 5000 characters.");
