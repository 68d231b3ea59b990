import { data } from "react-router";
import { servicesContext } from "#server/router-context.ts";
import { clientAddress, requireStaff, requireStaffForm } from "#server/staff/access.ts";
import { STAFF_PAGES } from "#shared/staff/console-routes.ts";
import {
  ChangeRoleSchema,
  fieldErrors,
  InvitationSchema,
  InviteSchema,
  PersonSchema,
} from "#shared/staff/forms.ts";
import { invitationHref, STAFF_USERS_PATH } from "#shared/staff/paths.ts";
import type { Route } from "./+types/users.ts";

/** The console keeps at least one active admin, whoever else is changing people at the same moment. */
const LAST_ADMIN = "The console needs at least one active admin: make someone else an admin first.";

const ACTIVE_PERSON = "This person already has an account: change their role in the list below.";

type UsersActionData =
  | { outcome: "invited"; email: string; link: string }
  | { outcome: "invalid"; errors: Record<string, string>; values: Record<string, string> }
  | { outcome: "done"; message: string }
  | { outcome: "unconfirmed"; userId: string };

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireStaff(request, context, STAFF_PAGES[STAFF_USERS_PATH]);
  const { people, invitations } = context.get(servicesContext).staff;
  // `?deactivate=<id>`: the confirmation step, a page of its own so it works without JavaScript.
  const asked = PersonSchema.safeParse({ userId: new URL(request.url).searchParams.get("deactivate") });
  const candidate = asked.success ? await people.find(asked.data.userId) : undefined;
  const confirm =
    candidate && !candidate.deactivatedAt && candidate.id !== user.id
      ? { id: candidate.id, email: candidate.email, name: candidate.name }
      : undefined;
  return { people: await people.list(), invitations: await invitations.pending(), selfId: user.id, confirm };
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
  if (intent === "resend-invitation" || intent === "revoke-invitation") {
    const parsed = InvitationSchema.safeParse(values);
    if (!parsed.success) throw data("No such invitation.", { status: 404 });
    const { email } = parsed.data;
    if (intent === "revoke-invitation") {
      if (!(await staff.invitations.revoke(email))) throw data("No such invitation.", { status: 404 });
      await staff.audit.record({ kind: "invitation-revoked", actor: user, subject: email, address });
      const answer: UsersActionData = { outcome: "done", message: `The invitation for ${email} is revoked.` };
      return answer;
    }
    const resent = await staff.invitations.resend(email, user.id);
    if (!resent) throw data("No such invitation.", { status: 404 });
    if ("refused" in resent) throw data(ACTIVE_PERSON, { status: 409 });
    await staff.audit.record({
      kind: "invitation-resent",
      actor: user,
      subject: email,
      address,
      detail: { role: resent.role },
    });
    const answer: UsersActionData = {
      outcome: "invited",
      email,
      link: `${config.publicSiteUrl}${invitationHref(resent.token)}`,
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
  if (intent === "reactivate") {
    if (!(await staff.people.reactivate(person.id))) throw data("This person is active.", { status: 409 });
    await staff.audit.record({ kind: "reactivated", actor: user, subject: person.email, address });
    const answer: UsersActionData = {
      outcome: "done",
      message: `${person.email} is active again and signs in with their password or passkey.`,
    };
    return answer;
  }
  // Deactivating is never one click: the confirmation step's button sends this.
  if (form.get("confirm") !== "yes") {
    const answer: UsersActionData = { outcome: "unconfirmed", userId: person.id };
    return data(answer, { status: 400 });
  }
  if ((await staff.people.deactivate(person.id)) === "last-admin") throw data(LAST_ADMIN, { status: 409 });
  await staff.audit.record({ kind: "deactivated", actor: user, subject: person.email, address });
  const answer: UsersActionData = {
    outcome: "done",
    message: `${person.email} is deactivated and signed out everywhere; "Reactivate" undoes it.`,
  };
  return answer;
}
