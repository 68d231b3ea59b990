import { Link } from "react-router";
import { ukDateTime } from "#shared/content-editing/uk-time.ts";
import { STAFF_USERS_PATH } from "#shared/staff/paths.ts";
import { ROLE_LABELS, ROLES } from "#shared/staff/roles.ts";
import { ConfirmStep } from "../../staff/confirm-step.tsx";
import { CopyLink } from "../../staff/copy-link.tsx";
import { FieldError, StaffForm } from "../../staff/staff-form.tsx";
import { staffMeta } from "../../staff/staff-meta.ts";
import { RowAction, StaffTable } from "../../staff/staff-table.tsx";
import type { Route } from "./+types/users.ts";

export { action, loader } from "./users.server.ts";

export const meta: Route.MetaFunction = () => staffMeta("People");

function RoleOptions() {
  return ROLES.map((role) => (
    <option key={role} value={role}>
      {ROLE_LABELS[role]}
    </option>
  ));
}

function deactivateHref(userId: string): string {
  return `${STAFF_USERS_PATH}?deactivate=${encodeURIComponent(userId)}`;
}

function minute(iso: string): string {
  return ukDateTime(iso);
}

type LoaderData = Route.ComponentProps["loaderData"];

/** Open invitations; the link of one just made is offered to copy, as only its hash is stored. */
function PendingInvitations({
  invitations,
  shown,
}: {
  invitations: LoaderData["invitations"];
  shown?: { email: string; link: string };
}) {
  if (invitations.length === 0) return <p>No invitations are waiting.</p>;
  return (
    <StaffTable columns={["Email", "Role", "Invited by", "Sent", "Expires", { hidden: "Actions" }]}>
      {invitations.map((invitation) => (
        <tr key={invitation.email}>
          <td>{invitation.email}</td>
          <td>{invitation.role}</td>
          <td>{invitation.invitedBy ?? "Command line"}</td>
          <td>{minute(invitation.createdAt)}</td>
          <td>
            {invitation.expired ? `Expired ${minute(invitation.expiresAt)}` : minute(invitation.expiresAt)}
          </td>
          <td>
            {shown?.email === invitation.email && (
              <CopyLink link={shown.link} label={`Invitation link for ${invitation.email}`} />
            )}
            <RowAction
              intent="resend-invitation"
              fields={{ email: invitation.email }}
              label="Resend"
              name={`Resend the invitation for ${invitation.email}`}
            />
            <RowAction
              intent="revoke-invitation"
              fields={{ email: invitation.email }}
              label="Revoke"
              name={`Revoke the invitation for ${invitation.email}`}
            />
          </td>
        </tr>
      ))}
    </StaffTable>
  );
}

export default function Users({ loaderData, actionData }: Route.ComponentProps) {
  const errors = actionData?.outcome === "invalid" ? actionData.errors : {};
  const values = actionData?.outcome === "invalid" ? actionData.values : {};
  const shown = actionData?.outcome === "invited" ? actionData : undefined;
  const { confirm } = loaderData;
  return (
    <>
      <h1>People</h1>
      {shown && (
        <p className="staff-notice" role="status">
          Invitation for {shown.email}: mailed to them, and its link is under "Waiting invitations" to copy
          now (it is shown only this once). Each link works once, for 72 hours.
        </p>
      )}
      {actionData?.outcome === "unconfirmed" && (
        <p className="staff-notice" role="status">
          Not deactivated: <Link to={deactivateHref(actionData.userId)}>confirm the deactivation</Link> first.
        </p>
      )}
      {confirm && (
        <ConfirmStep
          id="confirm-deactivate"
          heading={`Deactivate ${confirm.email}?`}
          intent="deactivate"
          fields={{ userId: confirm.id }}
          confirmLabel="Deactivate"
          formLabel={`Confirm deactivating ${confirm.email}`}
          back={{ to: STAFF_USERS_PATH, label: "Keep them active" }}
        >
          <p>
            {confirm.name} is signed out everywhere at once and cannot sign in. "Reactivate" in the list gives
            the access back.
          </p>
        </ConfirmStep>
      )}
      {actionData?.outcome === "done" && (
        <p className="staff-notice" role="status">
          {actionData.message}
        </p>
      )}
      <h2>Invite someone</h2>
      <StaffForm intent="invite" aria-label="Invite someone">
        <label>
          Email
          <input
            type="email"
            name="email"
            required
            defaultValue={values.email}
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={errors.email ? "invite-email-error" : undefined}
          />
          <FieldError id="invite-email-error" message={errors.email} />
        </label>
        <label>
          Role
          <select name="role" defaultValue={values.role ?? "sales"}>
            <RoleOptions />
          </select>
          <FieldError id="invite-role-error" message={errors.role} />
        </label>
        <p>
          <button type="submit" className="staff-button">
            Invite
          </button>
        </p>
      </StaffForm>
      <h2>Waiting invitations</h2>
      <PendingInvitations invitations={loaderData.invitations} shown={shown} />
      <h2>Everyone</h2>
      <StaffTable columns={["Name", "Email", "Role", "Status"]}>
        {loaderData.people.map((person) => (
          <tr key={person.id}>
            <td>{person.name}</td>
            <td>{person.email}</td>
            <td>
              {person.id === loaderData.selfId || person.deactivatedAt ? (
                person.role
              ) : (
                <StaffForm intent="change-role" className="staff-inline">
                  <input type="hidden" name="userId" value={person.id} />
                  <select name="role" defaultValue={person.role} aria-label={`Role of ${person.email}`}>
                    <RoleOptions />
                  </select>
                  <button type="submit" className="staff-button staff-button--quiet">
                    Change role
                  </button>
                </StaffForm>
              )}
            </td>
            <td>
              {person.deactivatedAt ? (
                <>
                  Deactivated{" "}
                  <RowAction
                    intent="reactivate"
                    fields={{ userId: person.id }}
                    label="Reactivate"
                    name={`Reactivate ${person.email}`}
                  />
                </>
              ) : person.id === loaderData.selfId ? (
                "Active (you)"
              ) : (
                <Link to={deactivateHref(person.id)} aria-label={`Deactivate ${person.email}`}>
                  Deactivate…
                </Link>
              )}
            </td>
          </tr>
        ))}
      </StaffTable>
    </>
  );
}
