import { randomUUID } from "node:crypto";
import type { Transaction } from "kysely";
import type { EnquiryType } from "#shared/enquiries/forms.ts";
import {
  type Assignee,
  leadMatches,
  ROUTING_ACTOR,
  ROUTING_MESSAGES,
  type RoutingCriterion,
} from "#shared/staff/leads/routing.ts";
import { can, isRole } from "#shared/staff/roles.ts";
import type { Db } from "../../db/database.ts";
import type { Database } from "../../db/schema.ts";
import { assignNewLead, type LeadOwner } from "./actions.ts";

type Tx = Transaction<Database>;

/** The default owner's row in `site_settings`: who gets what no rule matches. */
const DEFAULT_OWNER = "lead-routing-default";

export type RoutingRule = { id: string; criterion: RoutingCriterion; value: string; assignee: Assignee };
export type RoutingTeam = { name: string; members: string[] };

function members(stored: string): string[] {
  const parsed: unknown = JSON.parse(stored);
  return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === "string") : [];
}

/** People a lead may go to now: active, working on leads, not away. */
async function available(db: Db, ids: readonly string[]): Promise<Map<string, LeadOwner>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom("staff_users as u")
    .leftJoin("lead_routing_away as a", "a.user_id", "u.id")
    .select(["u.id", "u.email", "u.role", "u.deactivated_at", "a.user_id as away"])
    .where("u.id", "in", ids)
    .execute();
  const open = rows.filter(
    (row) => !row.deactivated_at && !row.away && isRole(row.role) && can(row.role, "leads:read"),
  );
  return new Map(open.map((row) => [row.id, { id: row.id, email: row.email }]));
}

/** The team's next member in turn who is available, its turn counter moved on past them. */
async function nextInTeam(tx: Tx, name: string): Promise<LeadOwner | undefined> {
  const team = await tx
    .selectFrom("lead_routing_teams")
    .selectAll()
    .where("name", "=", name)
    .executeTakeFirst();
  if (!team) return undefined;
  const ids = members(team.members);
  const open = await available(tx, ids);
  for (let step = 0; step < ids.length; step++) {
    // Counted in the row, so instances routing at once take consecutive turns.
    const turn = await tx
      .updateTable("lead_routing_teams")
      .set((eb) => ({ turns: eb("turns", "+", 1) }))
      .where("name", "=", name)
      .returning("turns")
      .executeTakeFirstOrThrow();
    const id = ids[(Number(turn.turns) - 1) % ids.length];
    const owner = id ? open.get(id) : undefined;
    if (owner) return owner;
  }
  return undefined;
}

async function ownerFor(tx: Tx, assignee: Assignee): Promise<LeadOwner | undefined> {
  if (assignee.kind === "team") return nextInTeam(tx, assignee.id);
  return (await available(tx, [assignee.id])).get(assignee.id);
}

/**
 * Routes a new lead in the transaction that stores it (issue 32): the first rule it matches whose
 * person or team has someone available gives it to them; a lead no rule places goes to the default
 * owner, if they are available. The owner is mailed and the assignment is on the timeline.
 */
export async function routeNewLead(
  tx: Tx,
  lead: { reference: string; type: EnquiryType; fields: Record<string, string>; language: string; now: Date },
): Promise<LeadOwner | undefined> {
  const rules = await listRoutingRules(tx);
  let owner: LeadOwner | undefined;
  for (const rule of rules) {
    if (!leadMatches(lead, rule.criterion, rule.value)) continue;
    owner = await ownerFor(tx, rule.assignee);
    if (owner) break;
  }
  if (!owner) {
    const fallback = await defaultOwner(tx);
    owner = fallback ? (await available(tx, [fallback])).get(fallback) : undefined;
  }
  if (owner)
    await assignNewLead(tx, { reference: lead.reference, owner, actorId: ROUTING_ACTOR, now: lead.now });
  return owner;
}

export async function listRoutingRules(db: Db): Promise<RoutingRule[]> {
  const rows = await db
    .selectFrom("lead_routing_rules")
    .selectAll()
    .orderBy("position")
    .orderBy("created_at")
    .execute();
  return rows.map((row) => ({
    id: row.id,
    criterion: row.criterion as RoutingCriterion,
    value: row.value,
    assignee: { kind: row.assignee_kind as Assignee["kind"], id: row.assignee },
  }));
}

export async function addRoutingRule(
  db: Db,
  rule: { criterion: RoutingCriterion; value: string; assignee: Assignee },
  now: Date,
): Promise<void> {
  const last = await db
    .selectFrom("lead_routing_rules")
    .select((eb) => eb.fn.max("position").as("position"))
    .executeTakeFirst();
  await db
    .insertInto("lead_routing_rules")
    .values({
      id: randomUUID(),
      position: Number(last?.position ?? 0) + 1,
      criterion: rule.criterion,
      value: rule.value,
      assignee_kind: rule.assignee.kind,
      assignee: rule.assignee.id,
      created_at: now.toISOString(),
    })
    .execute();
}

export async function removeRoutingRule(db: Db, id: string): Promise<void> {
  await db.deleteFrom("lead_routing_rules").where("id", "=", id).execute();
}

/** Swaps a rule with the one above it: rules are tried from the top. */
export async function moveRoutingRuleUp(db: Db, id: string): Promise<void> {
  await db.transaction().execute(async (tx) => {
    const rules = await listRoutingRules(tx);
    const index = rules.findIndex((rule) => rule.id === id);
    if (index <= 0) return;
    const order = [...rules];
    [order[index - 1], order[index]] = [order[index] as RoutingRule, order[index - 1] as RoutingRule];
    for (const [position, rule] of order.entries()) {
      await tx
        .updateTable("lead_routing_rules")
        .set({ position: position + 1 })
        .where("id", "=", rule.id)
        .execute();
    }
  });
}

export async function listRoutingTeams(db: Db): Promise<RoutingTeam[]> {
  const rows = await db.selectFrom("lead_routing_teams").selectAll().orderBy("name").execute();
  return rows.map((row) => ({ name: row.name, members: members(row.members) }));
}

/** Adds a team; refused with its message when the name is taken. */
export async function addRoutingTeam(db: Db, team: RoutingTeam): Promise<string | undefined> {
  const added = await db
    .insertInto("lead_routing_teams")
    .values({ name: team.name, members: JSON.stringify(team.members) })
    .onConflict((conflict) => conflict.column("name").doNothing())
    .returning("name")
    .executeTakeFirst();
  return added ? undefined : ROUTING_MESSAGES.teamTaken;
}

/** Deletes a team no rule names; refused with its message otherwise. */
export async function removeRoutingTeam(db: Db, name: string): Promise<string | undefined> {
  return db.transaction().execute(async (tx) => {
    const used = await tx
      .selectFrom("lead_routing_rules")
      .select("id")
      .where("assignee_kind", "=", "team")
      .where("assignee", "=", name)
      .executeTakeFirst();
    if (used) return ROUTING_MESSAGES.teamInUse;
    await tx.deleteFrom("lead_routing_teams").where("name", "=", name).execute();
    return undefined;
  });
}

export async function awayPeople(db: Db): Promise<string[]> {
  return (await db.selectFrom("lead_routing_away").select("user_id").execute()).map((row) => row.user_id);
}

/** Marks exactly `ids` away (the routing page's ticks); the rest are back. */
export async function setAwayPeople(db: Db, ids: readonly string[], now: Date): Promise<void> {
  await db.transaction().execute(async (tx) => {
    const kept =
      ids.length > 0
        ? tx.deleteFrom("lead_routing_away").where("user_id", "not in", ids)
        : tx.deleteFrom("lead_routing_away");
    await kept.execute();
    for (const id of ids) {
      await tx
        .insertInto("lead_routing_away")
        .values({ user_id: id, since: now.toISOString() })
        .onConflict((conflict) => conflict.column("user_id").doNothing())
        .execute();
    }
  });
}

export async function defaultOwner(db: Db): Promise<string | null> {
  const row = await db
    .selectFrom("site_settings")
    .select("data")
    .where("name", "=", DEFAULT_OWNER)
    .executeTakeFirst();
  const parsed: unknown = row ? JSON.parse(row.data) : null;
  return parsed && typeof parsed === "object" && "ownerId" in parsed && typeof parsed.ownerId === "string"
    ? parsed.ownerId
    : null;
}

export async function setDefaultOwner(db: Db, ownerId: string | null): Promise<void> {
  const data = JSON.stringify({ ownerId });
  await db
    .insertInto("site_settings")
    .values({ name: DEFAULT_OWNER, data })
    .onConflict((conflict) => conflict.column("name").doUpdateSet({ data }))
    .execute();
}
