import fs from "node:fs";
import path from "node:path";
import { type ReplyTemplateInput, ReplyTemplatesFileSchema } from "#shared/staff/leads/replies.ts";
import type { Db } from "../../db/database.ts";
import type { Seeder } from "../../db/seed.ts";

export type ReplyTemplate = ReplyTemplateInput & {
  key: string;
  updatedBy: string | null;
  updatedAt: string | null;
};

/**
 * Adds the templates of content/reply-templates.json the database lacks; the team's edits are the
 * database's, so a template already there is left as it is (decision 041).
 */
export const replyTemplatesSeeder: Seeder = {
  name: "reply-templates",
  async run({ tx, contentDir }) {
    const file = path.join(contentDir, "reply-templates.json");
    if (!fs.existsSync(file)) return;
    const templates = ReplyTemplatesFileSchema.parse(JSON.parse(fs.readFileSync(file, "utf8")));
    for (const [position, template] of templates.entries()) {
      await tx
        .insertInto("lead_reply_templates")
        .values({ ...template, position, updated_by: null, updated_at: null })
        .onConflict((conflict) => conflict.column("key").doNothing())
        .execute();
    }
  },
};

export async function listReplyTemplates(db: Db): Promise<ReplyTemplate[]> {
  const rows = await db.selectFrom("lead_reply_templates").selectAll().orderBy("position").execute();
  return rows.map((row) => ({
    key: row.key,
    name: row.name,
    subject: row.subject,
    body: row.body,
    updatedBy: row.updated_by,
    updatedAt: row.updated_at,
  }));
}

/** Saves a template's new text; false for a key that is not a template. */
export async function saveReplyTemplate(
  db: Db,
  key: string,
  input: ReplyTemplateInput,
  by: string,
  now: Date,
): Promise<boolean> {
  const saved = await db
    .updateTable("lead_reply_templates")
    .set({ ...input, updated_by: by, updated_at: now.toISOString() })
    .where("key", "=", key)
    .executeTakeFirst();
  return Number(saved.numUpdatedRows) > 0;
}
