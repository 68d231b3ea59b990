import { randomUUID } from "node:crypto";
import type { Logger } from "pino";
import type { DatabaseHandle } from "../../db/database.ts";
import { leadStatus } from "./lead-columns.ts";
import { FIRST_RESPONSE_KINDS, leadRows } from "./lead-store.ts";
import { readResponseTarget, responseDue } from "./response-clock.ts";
import { addWorkingMinutes } from "./working-hours.ts";

/** Leads older than this are past chasing: the watch looks at the last month's. */
const WATCHED_DAYS = 31;
const DAY_MS = 24 * 60 * 60 * 1000;

/** How often each instance looks for overdue leads. */
const CHECK_MS = 60_000;

type Stage = "owner" | "escalation";

/**
 * Tells people about leads waiting too long for a first response (issue 32): when the target is
 * missed, the lead's owner (or, with no owner, the escalation contact); when it is missed by as
 * much again, the escalation contact. Each mail is queued once: the stage's row and its outbox job
 * are written together, and a second instance's insert of the same row does nothing.
 */
export function createResponseWatch(options: {
  database: DatabaseHandle;
  logger: Logger;
  /** A mail was queued: send it now rather than at the next poll. */
  onQueued(): void;
}) {
  const { database, logger } = options;
  let timer: NodeJS.Timeout | undefined;
  let checking: Promise<number> | undefined;

  async function queue(reference: string, stage: Stage, recipient: string, now: Date): Promise<boolean> {
    const at = now.toISOString();
    return database.db.transaction().execute(async (tx) => {
      const inserted = await tx
        .insertInto("lead_escalations")
        .values({ reference, stage, recipient, created_at: at })
        .onConflict((conflict) => conflict.columns(["reference", "stage"]).doNothing())
        .returning("reference")
        .executeTakeFirst();
      if (!inserted) return false;
      await tx
        .insertInto("enquiry_outbox")
        .values({
          id: randomUUID(),
          enquiry_reference: reference,
          kind: "overdue",
          recipient,
          next_attempt_at: at,
          created_at: at,
        })
        .execute();
      return true;
    });
  }

  /** Queues the mails due by `now`; answers how many. */
  async function check(now = new Date()): Promise<number> {
    const target = await readResponseTarget(database.db);
    const since = new Date(now.getTime() - WATCHED_DAYS * DAY_MS).toISOString();
    const waiting = await leadRows(database)
      .leftJoin("staff_users as u", "u.id", "l.owner_id")
      .select(["e.reference", "e.created_at", "u.email as owner_email", "u.deactivated_at"])
      .where("e.created_at", ">=", since)
      .where(leadStatus, "=", "new")
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom("lead_events as v")
              .select("v.id")
              .whereRef("v.reference", "=", "e.reference")
              .where("v.kind", "in", FIRST_RESPONSE_KINDS),
          ),
        ),
      )
      .execute();
    let queued = 0;
    for (const lead of waiting) {
      const due = responseDue(lead.created_at, target);
      if (now < due) continue;
      const owner = lead.owner_email && !lead.deactivated_at ? lead.owner_email : undefined;
      const contact = target.escalationEmail || undefined;
      const late = now >= addWorkingMinutes(due, target.targetHours * 60, target);
      const mails: [Stage, string | undefined][] = owner
        ? [
            ["owner", owner],
            ["escalation", late ? contact : undefined],
          ]
        : [["escalation", contact]];
      for (const [stage, recipient] of mails) {
        if (recipient && (await queue(lead.reference, stage, recipient, now))) queued++;
      }
    }
    if (queued > 0) {
      logger.info({ queued }, "overdue leads: mails queued");
      options.onQueued();
    }
    return queued;
  }

  function run() {
    checking ??= check()
      .catch((error: unknown) => {
        logger.error({ err: error }, "overdue lead check failed");
        return 0;
      })
      .finally(() => {
        checking = undefined;
      });
  }

  return {
    check,
    start(): void {
      if (timer) return;
      timer = setInterval(run, CHECK_MS);
      timer.unref();
    },
    async stop(): Promise<void> {
      clearInterval(timer);
      await checking;
    },
  };
}

export type ResponseWatch = ReturnType<typeof createResponseWatch>;
