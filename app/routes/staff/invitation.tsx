import { ROLE_LABELS } from "#shared/staff/roles.ts";
import { NewPasswordField } from "../../staff/new-password-field.tsx";
import { FieldError, StaffForm } from "../../staff/staff-form.tsx";
import { staffMeta } from "../../staff/staff-meta.ts";
import type { Route } from "./+types/invitation.ts";

export { action, loader } from "./invitation.server.ts";

export const meta: Route.MetaFunction = () => staffMeta("Accept your invitation");

export default function Invitation({ loaderData, actionData }: Route.ComponentProps) {
  const errors = actionData?.errors ?? {};
  return (
    <>
      <h1>Welcome to the staff console</h1>
      <p>
        You have been invited as {ROLE_LABELS[loaderData.role]} with the address {loaderData.email}. Choose
        your name as colleagues will see it and a password. You can add a passkey next.
      </p>
      <StaffForm aria-label="Accept the invitation">
        <label>
          Name
          <input
            name="name"
            autoComplete="name"
            required
            defaultValue={actionData?.name}
            aria-invalid={errors.name ? true : undefined}
            aria-describedby={errors.name ? "name-error" : undefined}
          />
          <FieldError id="name-error" message={errors.name} />
        </label>
        <NewPasswordField label="Password" error={errors.password} />
        <p>
          <button type="submit" className="staff-button">
            Create my account
          </button>
        </p>
      </StaffForm>
    </>
  );
}
