import { data } from "react-router";
import { servicesContext } from "#server/router-context.ts";
import { clientAddress, requireStaff, requireStaffForm } from "#server/staff/access.ts";
import { STAFF_PAGES } from "#shared/staff/console-routes.ts";
import { ChangeRoleSchema, fieldErrors, InviteSchema, PersonSchema } from "#shared/staff/forms.ts";
import { invitationHref, STAFF_USERS_PATH } from "#shared/staff/paths.ts";
import type { Route } from "./+types/users.ts";

/** The console keeps at least one active admin, whoever else is changing people at the same moment. */
const LAST_ADMIN = "The console needs at least one active admin: make someone else an admin first.";

const ACTIVE_PERSON = "This person already has an account: change their role in the list below.";

type UsersActionData =
  | { outcome: "invited"; email: string; link: string }
  | { outcome: "invalid"; errors: Record<string, string>; values: Record<string, string> }
  | { outcome: "done"; message: string };

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireStaff(request, context, STAFF_PAGES[STAFF_USERS_PATH]);
  const people = await context.get(servicesContext).staff.people.list();
  return { people, selfId: user.id };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { staff, config } = context.get(servicesContext);
  const { user, form, intent } = await requireStaffForm(request, context, STAFF_USERS_PATH);
  const address = clientAddress(context);
  const values = Object.fromEntries(
    [...form].filter((entry): entry is [string, string] => typeof entry[1] === "string"),
  );
  if (intent === "invite") {
    const parsed = InviteSchema.safeParse(values);
    if (!parsed.success) {
      const answer: UsersActionData = { outcome: "invalid", errors: fieldErrors(parsed.error), values };
      return data(answer, { status: 400 });
    }
    const invitation = await staff.invitations.create(parsed.data.email, parsed.data.role, user.id);
    if ("refused" in invitation) {
      const errors = { email: ACTIVE_PERSON };
      const answer: UsersActionData = { outcome: "invalid", errors, values };
      return data(answer, { status: 400 });
    }
    await staff.audit.record({
      kind: "invitation-sent",
      actor: user,
      subject: parsed.data.email,
      address,
      detail: { role: parsed.data.role },
    });
    const answer: UsersActionData = {
      outcome: "invited",
      email: parsed.data.email,
      link: `${config.publicSiteUrl}${invitationHref(invitation.token)}`,
    };
    return answer;
  }
  const target = PersonSchema.safeParse(values);
  const person = target.success ? await staff.people.find(target.data.userId) : undefined;
  if (!person) throw data("No such person.", { status: 404 });
  if (person.id === user.id)
    throw data("You cannot change your own role or deactivate yourself.", { status: 400 });
  if (intent === "change-role") {
    const parsed = ChangeRoleSchema.safeParse(values);
    if (!parsed.success) throw data("Choose a role.", { status: 400 });
    if ((await staff.people.changeRole(person.id, parsed.data.role)) === "last-admin")
      throw data(LAST_ADMIN, { status: 409 });
    await staff.audit.record({
      kind: "role-changed",
      actor: user,
      subject: person.email,
      address,
      detail: { from: person.role, to: parsed.data.role },
    });
    const answer: UsersActionData = {
      outcome: "done",
      message: `${person.email} is now ${parsed.data.role}.`,
    };
    return answer;
  }
  if ((await staff.people.deactivate(person.id)) === "last-admin") throw data(LAST_ADMIN, { status: 409 });
  await staff.audit.record({ kind: "deactivated", actor: user, subject: person.email, address });
  const answer: UsersActionData = {
    outcome: "done",
    message: `${person.email} is deactivated and signed out everywhere.`,
  };
  return answer;
}
