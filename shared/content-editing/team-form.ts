import { z } from "zod";
import type { EditorField } from "./editor-fields.ts";
import { imagePathField } from "./image-path.ts";

/** A team member's editable fields, labelled as the profile page presents them (spec 2.7). */
export const TEAM_FIELD_LABELS = {
  title: "Name",
  sub_title: "Role",
  image: "Photo",
  description: "Profile",
  position: "Place in the list",
} as const;
export type TeamField = keyof typeof TEAM_FIELD_LABELS;

const TEAM_MESSAGES = {
  title: "Enter the name (up to 200 characters).",
  sub_title: "Enter the role (up to 200 characters).",
  image: "Pick an uploaded photo, upload one, or choose none.",
  description: "Enter the profile text.",
  position: "Give the place as a whole number: 1 is first on the list.",
} as const satisfies Record<TeamField, string>;

/**
 * The team member editor's form as posted. The place in the list orders the team page and gives
 * each profile its previous and next member; members given the same place keep their address order.
 */
export const TeamFormSchema = z.object({
  title: z.string().trim().min(1, TEAM_MESSAGES.title).max(200, TEAM_MESSAGES.title),
  sub_title: z.string().trim().min(1, TEAM_MESSAGES.sub_title).max(200, TEAM_MESSAGES.sub_title),
  image: imagePathField(TEAM_MESSAGES.image).transform((value) => value || null),
  description: z.string().trim().min(1, TEAM_MESSAGES.description).max(20_000, TEAM_MESSAGES.description),
  position: z.coerce
    .number(TEAM_MESSAGES.position)
    .int(TEAM_MESSAGES.position)
    .min(1, TEAM_MESSAGES.position)
    .max(999, TEAM_MESSAGES.position),
});

export const TEAM_ADDRESS = {
  label: "Address",
  message: "Give the address as lower-case words joined by hyphens, e.g. jane-smith (not new).",
} as const;

/** Adding a member also chooses its address (`/board-of-directors/<address>`), fixed from then on. */
export const NewTeamMemberFormSchema = TeamFormSchema.extend({
  slug: z
    .string()
    .trim()
    .max(100, TEAM_ADDRESS.message)
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, TEAM_ADDRESS.message)
    .refine((slug) => slug !== "new", TEAM_ADDRESS.message),
});

/** The member editor's fields, in the order the profile shows them, then the place in the list. */
export const TEAM_EDITOR_FIELDS = [
  { name: "title", label: TEAM_FIELD_LABELS.title, type: "text" },
  { name: "sub_title", label: TEAM_FIELD_LABELS.sub_title, type: "text" },
  {
    name: "image",
    label: TEAM_FIELD_LABELS.image,
    type: "file",
    accept: "image",
    optional: true,
    hint: "The portrait beside the profile; none shows the profile without one.",
  },
  { name: "description", label: TEAM_FIELD_LABELS.description, type: "rich" },
  {
    name: "position",
    label: TEAM_FIELD_LABELS.position,
    type: "number",
    hint: "1 is first. It orders the team page and each profile's previous and next links.",
  },
] as const satisfies readonly (EditorField & { name: TeamField })[];

/** Adding a member: its address first, then the same fields. */
export const NEW_TEAM_MEMBER_FIELDS: readonly EditorField[] = [
  {
    name: "slug",
    label: TEAM_ADDRESS.label,
    type: "text",
    follows: "title",
    hint: "The end of the profile's address, e.g. jane-smith; it cannot be changed later.",
  },
  ...TEAM_EDITOR_FIELDS,
];
