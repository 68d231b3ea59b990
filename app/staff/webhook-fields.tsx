import { FieldError } from "./staff-form.tsx";

type Props = {
  /** Prefix of the hint's and message's ids, unique on the page (`webhook`, `hubspot`). */
  form: string;
  name: string;
  label: string;
  type: "url" | "text" | "password";
  defaultValue?: string;
  maxLength: number;
  hint: string;
  error: string | undefined;
};

/** One text field of a webhooks form, its hint and the server's message tied to it by id. */
export function WebhookTextField({ form, name, label, type, defaultValue, maxLength, hint, error }: Props) {
  const hintId = `${form}-${name}-hint`;
  const errorId = `${form}-${name}-error`;
  return (
    <label>
      {label}
      <input
        type={type}
        name={name}
        defaultValue={defaultValue}
        required
        maxLength={maxLength}
        // A token is not for the browser's password manager to keep or offer.
        autoComplete={type === "password" ? "off" : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${hintId} ${errorId}` : hintId}
      />
      <span id={hintId} className="staff-hint">
        {hint}
      </span>
      <FieldError id={errorId} message={error} />
    </label>
  );
}
