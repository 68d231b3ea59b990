/**
 * `npm run -s staff -- invite <email> --role admin|editor|sales` prints a one-time invitation link
 * (72 hours) and queues the invitation's mail, which the running service sends: how the first admin
 * is made, and a way in when no admin can sign in.
 */
import { parseArgs } from "node:util";
import { z } from "zod";
import { loadConfig } from "#server/config.ts";
import { openDatabase } from "#server/db/database.ts";
import { migrateToLatest } from "#server/db/migrate.ts";
import { createClientKeys } from "#server/enquiries/client-key.ts";
import { createAuditLog } from "#server/staff/audit-log.ts";
import { createInvitations, INVITATION_HOURS } from "#server/staff/invitations.ts";
import { InviteSchema } from "#shared/staff/forms.ts";
import { invitationHref } from "#shared/staff/paths.ts";
import { ROLES } from "#shared/staff/roles.ts";

const USAGE = `npm run -s staff -- invite <email> --role ${ROLES.join("|")}`;

function exitWithUsage(problem: string): never {
  console.error(`${problem}\nusage: ${USAGE}`);
  process.exit(2);
}

let parsed: ReturnType<typeof parseCommand>;
function parseCommand() {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { role: { type: "string" } },
  });
  const [command, email, ...rest] = positionals;
  if (command !== "invite" || rest.length > 0) exitWithUsage("unknown command");
  const input = InviteSchema.safeParse({ email, role: values.role });
  if (!input.success) exitWithUsage(z.prettifyError(input.error));
  return input.data;
}
try {
  parsed = parseCommand();
} catch (error) {
  exitWithUsage((error as Error).message);
}

const config = loadConfig();
const database = openDatabase(config);
try {
  await migrateToLatest(database.db);
  const invitation = await createInvitations(database.db).create(parsed.email, parsed.role, null);
  if ("refused" in invitation) {
    console.error(
      `${parsed.email} already has an active account: an admin changes its role in the console, and a forgotten password is reset from the sign-in page.`,
    );
    process.exitCode = 1;
  } else {
    await createAuditLog(database.db, createClientKeys(database.db)).record({
      kind: "invitation-sent",
      subject: parsed.email,
      detail: { role: parsed.role, by: "command line" },
    });
    console.log(`${config.publicSiteUrl}${invitationHref(invitation.token)}`);
    console.error(
      `Invitation for ${parsed.email} (${parsed.role}); the link works once, for ${INVITATION_HOURS} hours. The service mails them a link of its own as well.`,
    );
  }
} finally {
  await database.close();
}
