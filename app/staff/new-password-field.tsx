import { MIN_PASSWORD_LENGTH } from "#shared/staff/forms.ts";
import { FieldError } from "./staff-form.tsx";

const ERROR_ID = "password-error";

/** A password being chosen (invitation, reset), with the length rule in its label and the server's message. */
export function NewPasswordField({ label, error }: { label: string; error: string | undefined }) {
  return (
    <label>
      {label} (at least {MIN_PASSWORD_LENGTH} characters)
      <input
        type="password"
        name="password"
        autoComplete="new-password"
        required
        minLength={MIN_PASSWORD_LENGTH}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? ERROR_ID : undefined}
      />
      <FieldError id={ERROR_ID} message={error} />
    </label>
  );
}
