import { FieldError } from "./staff-form.tsx";

const ERROR_ID = "email-error";

type Props = {
  defaultValue: string | undefined;
  error: string | undefined;
  /** `username webauthn` where the browser may offer a passkey as well. */
  autoComplete?: "username" | "username webauthn";
};

/** The e-mail address of a staff account (sign-in, password reset), with the server's message. */
export function EmailField({ defaultValue, error, autoComplete = "username" }: Props) {
  return (
    <label>
      Email
      <input
        type="email"
        name="email"
        autoComplete={autoComplete}
        required
        defaultValue={defaultValue}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? ERROR_ID : undefined}
      />
      <FieldError id={ERROR_ID} message={error} />
    </label>
  );
}
