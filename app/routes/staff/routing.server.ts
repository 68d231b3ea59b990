import { data } from "react-router";
import { z } from "zod";
import { servicesContext } from "#server/router-context.ts";
import { clientAddress, requireStaff, requireStaffForm } from "#server/staff/access.ts";
import {
  addRoutingRule,
  addRoutingTeam,
  awayPeople,
  defaultOwner,
  listRoutingRules,
  listRoutingTeams,
  moveRoutingRuleUp,
  removeRoutingRule,
  removeRoutingTeam,
  setAwayPeople,
  setDefaultOwner,
} from "#server/staff/leads/routing.ts";
import { STAFF_PAGES } from "#shared/staff/console-routes.ts";
import {
  matchLabel,
  matchValue,
  parseAssignee,
  parseMatch,
  ROUTING_CRITERIA,
  ROUTING_MESSAGES,
  ROUTING_PATH,
  type RoutingCriterion,
} from "#shared/staff/leads/routing.ts";
import { can } from "#shared/staff/roles.ts";
import type { Route } from "./+types/routing.ts";

/** Each form's answer, named by its intent, shown beside that form's button. */
export type RoutingActionData = { intent: string; outcome: "done" | "refused"; message: string };

const TeamName = z.string().trim().min(1, ROUTING_MESSAGES.teamName).max(40, ROUTING_MESSAGES.teamName);

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context, STAFF_PAGES[ROUTING_PATH]);
  const { database, staff } = context.get(servicesContext);
  const [rules, teams, away, fallback, people] = await Promise.all([
    listRoutingRules(database.db),
    listRoutingTeams(database.db),
    awayPeople(database.db),
    defaultOwner(database.db),
    staff.people.list(),
  ]);
  return {
    rules: rules.map((rule) => ({ ...rule, label: matchLabel(rule.criterion, rule.value) })),
    // Named here: country names come from the server's CLDR, which a browser's may word otherwise.
    criteria: (Object.keys(ROUTING_CRITERIA) as RoutingCriterion[]).map((criterion) => ({
      criterion,
      label: ROUTING_CRITERIA[criterion].label,
      options: ROUTING_CRITERIA[criterion].options.map((option) => ({
        value: matchValue(criterion, option.value),
        label: matchLabel(criterion, option.value),
      })),
    })),
    teams,
    away,
    defaultOwner: fallback,
    // Those leads can go to: active people who work on leads.
    people: people
      .filter((person) => !person.deactivatedAt && can(person.role, "leads:read"))
      .map((person) => ({ id: person.id, name: person.name, email: person.email })),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { database, staff } = context.get(servicesContext);
  const { user, form, intent } = await requireStaffForm(request, context, ROUTING_PATH);
  const people = new Set(
    (await staff.people.list())
      .filter((person) => !person.deactivatedAt && can(person.role, "leads:read"))
      .map((person) => person.id),
  );
  const done = async (message: string, detail: string) => {
    await staff.audit.record({
      kind: "routing-changed",
      actor: user,
      address: clientAddress(context),
      detail: { change: detail },
    });
    return { intent, outcome: "done", message } satisfies RoutingActionData;
  };
  const refuse = (message: string) =>
    data<RoutingActionData>({ intent, outcome: "refused", message }, { status: 400 });
  const text = (name: string) => String(form.get(name) ?? "");
  const now = new Date();
  switch (intent) {
    case "add-rule": {
      const match = parseMatch(text("match"));
      const assignee = parseAssignee(text("assignee"));
      if (!match) return refuse(ROUTING_MESSAGES.match);
      const teams = new Set((await listRoutingTeams(database.db)).map((team) => team.name));
      if (!assignee || !(assignee.kind === "team" ? teams.has(assignee.id) : people.has(assignee.id))) {
        return refuse(ROUTING_MESSAGES.assignee);
      }
      await addRoutingRule(database.db, { ...match, assignee }, now);
      return done("Rule added at the bottom: rules are tried from the top.", `rule added: ${text("match")}`);
    }
    case "delete-rule":
      await removeRoutingRule(database.db, text("rule"));
      return done("Rule deleted.", "rule deleted");
    case "move-rule-up":
      await moveRoutingRuleUp(database.db, text("rule"));
      return done("Rule moved up.", "rule moved");
    case "add-team": {
      const name = TeamName.safeParse(text("name"));
      if (!name.success) return refuse(ROUTING_MESSAGES.teamName);
      const members = form
        .getAll("members")
        .map(String)
        .filter((id) => people.has(id));
      if (members.length === 0) return refuse(ROUTING_MESSAGES.members);
      const refused = await addRoutingTeam(database.db, { name: name.data, members });
      return refused ? refuse(refused) : done(`Team ${name.data} added.`, `team added: ${name.data}`);
    }
    case "delete-team": {
      const refused = await removeRoutingTeam(database.db, text("team"));
      return refused ? refuse(refused) : done("Team deleted.", `team deleted: ${text("team")}`);
    }
    case "save-away": {
      const away = form
        .getAll("away")
        .map(String)
        .filter((id) => people.has(id));
      await setAwayPeople(database.db, away, now);
      return done(
        `${away.length} ${away.length === 1 ? "person is" : "people are"} away: routing passes them over.`,
        "away saved",
      );
    }
    default: {
      const owner = text("owner");
      if (owner && !people.has(owner)) return refuse(ROUTING_MESSAGES.assignee);
      await setDefaultOwner(database.db, owner || null);
      return done(
        owner ? "Saved: what no rule places goes to them." : "Saved: what no rule places stays unassigned.",
        "default owner saved",
      );
    }
  }
}
