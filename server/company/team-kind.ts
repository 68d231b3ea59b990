import fs from "node:fs";
import path from "node:path";
import { z } from "zod";
import type { TeamKind } from "#shared/company/company-pages.ts";
import { TEAM_FIELD_LABELS, type TeamField } from "#shared/content-editing/team-form.ts";
import { teamProfileHref } from "#shared/site/page-hrefs.ts";
import { contentKind } from "../content-editing/content-kind.ts";
import { sanitizeRichText } from "../html/sanitize.ts";
import { readTeam, TeamMemberFile, teamFile } from "./content-files.ts";

/** A member of the team file with its place in the list, which the file keeps as the array's order. */
const TeamRecord = TeamMemberFile.extend({ position: z.number().int().min(1) });
type TeamRecord = z.infer<typeof TeamRecord>;

/** List order: by place, then by address, so members given the same place still have one order. */
const byPlace = (a: TeamRecord, b: TeamRecord) =>
  a.position - b.position || (a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0);

/**
 * A team (board of directors or corporate team) as editable content (decision 073): the members of
 * content/teams/<kind>.json, live in `team_members`. A member's address is its key: chosen when the
 * member is added, not changed afterwards (decision 073).
 */
function teamKind(kind: TeamKind, label: string) {
  return contentKind<TeamRecord>({
    name: kind,
    label,
    schema: TeamRecord,
    fields: (Object.keys(TEAM_FIELD_LABELS) as TeamField[]).map((name) => ({
      name,
      label: TEAM_FIELD_LABELS[name],
    })),
    keyOf: (record) => record.slug,
    withKey: (fields, key) => ({ ...(fields as object), slug: key }),
    titleOf: (record) => record.title,
    read: (contentDir) =>
      readTeam(contentDir, kind).map((member, index) => ({ ...member, position: index + 1 })),
    write(dir, records) {
      const file = path.join(dir, teamFile(kind));
      fs.mkdirSync(path.dirname(file), { recursive: true });
      const members = [...records].sort(byPlace).map(({ position: _, ...member }) => member);
      fs.writeFileSync(file, `${JSON.stringify(members, null, 2)}\n`);
    },
    clean: (record) => ({ ...record, description: sanitizeRichText(record.description) }),
    // A new member's key is the address the editor gave; the editor checked it is free.
    async newKey(_tx, takenKeys, fields) {
      const slug = TeamMemberFile.shape.slug.parse((fields as { slug?: unknown }).slug);
      if (takenKeys.includes(slug)) throw new Error(`${kind} already has a member at ${slug}`);
      return slug;
    },
    async apply(tx, record) {
      const row = {
        kind,
        slug: record.slug,
        position: record.position,
        image: record.image,
        title: record.title,
        sub_title: record.sub_title,
        description: record.description,
      };
      await tx
        .insertInto("team_members")
        .values(row)
        .onConflict((oc) => oc.columns(["kind", "slug"]).doUpdateSet(row))
        .execute();
    },
    async withdraw(tx, key) {
      await tx.deleteFrom("team_members").where("kind", "=", kind).where("slug", "=", key).execute();
    },
    publicPath: (record) => teamProfileHref(kind, record.slug),
    previewPath: (record) => `${teamProfileHref(kind, record.slug)}?preview=${record.slug}`,
    translations: { kind, keyOf: (record) => record.slug },
  });
}

/** The two teams, edited at `/staff/board-of-directors` and `/staff/corporate-team` like their pages. */
export const boardKind = teamKind("board-of-directors", "Board member");
export const corporateTeamKind = teamKind("corporate-team", "Corporate team member");
