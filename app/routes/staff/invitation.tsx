import { MIN_PASSWORD_LENGTH } from "../../../shared/staff/forms.ts";
import { ROLE_LABELS } from "../../../shared/staff/roles.ts";
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
        <label>
          Password (at least {MIN_PASSWORD_LENGTH} characters)
          <input
            type="password"
            name="password"
            autoComplete="new-password"
            required
            minLength={MIN_PASSWORD_LENGTH}
            aria-invalid={errors.password ? true : undefined}
            aria-describedby={errors.password ? "password-error" : undefined}
          />
          <FieldError id="password-error" message={errors.password} />
        </label>
        <p>
          <button type="submit" className="staff-button">
            Create my account
          </button>
        </p>
      </StaffForm>
    </>
  );
}
