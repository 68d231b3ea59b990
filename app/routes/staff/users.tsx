import { ROLE_LABELS, ROLES } from "#shared/staff/roles.ts";
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

export default function Users({ loaderData, actionData }: Route.ComponentProps) {
  const errors = actionData?.outcome === "invalid" ? actionData.errors : {};
  const values = actionData?.outcome === "invalid" ? actionData.values : {};
  return (
    <>
      <h1>People</h1>
      {actionData?.outcome === "invited" && (
        <div className="staff-notice" role="status">
          <p>Invitation for {actionData.email}. Send them this link; it works once, for 72 hours:</p>
          <p>
            <code>{actionData.link}</code>
          </p>
        </div>
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
                "Deactivated"
              ) : person.id === loaderData.selfId ? (
                "Active (you)"
              ) : (
                <RowAction
                  intent="deactivate"
                  fields={{ userId: person.id }}
                  label="Deactivate"
                  name={`Deactivate ${person.email}`}
                />
              )}
            </td>
          </tr>
        ))}
      </StaffTable>
    </>
  );
}
