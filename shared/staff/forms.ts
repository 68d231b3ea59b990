import { z } from "zod";
import { COMMON_PASSWORDS } from "./common-passwords.ts";
import { ROLES } from "./roles.ts";

export const MIN_PASSWORD_LENGTH = 12;
/** scrypt hashes what it is given; a bound keeps one request from costing much. */
export const MAX_PASSWORD_LENGTH = 128;

const email = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: "Enter an e-mail address, like name@example.com." }));

/** What a new password must be. */
const NewPasswordSchema = z
  .string()
  .min(MIN_PASSWORD_LENGTH, { error: `Use at least ${MIN_PASSWORD_LENGTH} characters.` })
  .max(MAX_PASSWORD_LENGTH, { error: `Use at most ${MAX_PASSWORD_LENGTH} characters.` })
  .refine((value) => !COMMON_PASSWORDS.has(value.toLowerCase()), {
    error: "This password is among the most common ones: choose another.",
  });

export const SignInSchema = z.object({
  email,
  // Any length is checked against the stored hash; a bound still applies.
  password: z.string().min(1, { error: "Enter your password." }).max(MAX_PASSWORD_LENGTH),
});

export const AcceptInvitationSchema = z.object({
  name: z.string().trim().min(1, { error: "Enter your name." }).max(100),
  password: NewPasswordSchema,
});

export const PasswordResetRequestSchema = z.object({ email });

export const PasswordResetSchema = z.object({ password: NewPasswordSchema });

export const InviteSchema = z.object({
  email,
  role: z.enum(ROLES, { error: "Choose a role." }),
});

export const ChangeRoleSchema = z.object({
  userId: z.string().min(1).max(64),
  role: z.enum(ROLES, { error: "Choose a role." }),
});

export const PersonSchema = z.object({ userId: z.string().min(1).max(64) });

/** Names an open invitation by its address (resend, revoke). */
export const InvitationSchema = z.object({ email });

/** Field errors keyed by field name, as the pages show them. */
export type FieldErrors = Record<string, string>;

export function fieldErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const name = String(issue.path[0] ?? "form");
    errors[name] ??= issue.message;
  }
  return errors;
}

/** The box that asks, as sessions end, for the person's passkeys to go too (app/staff/passkey-removal-choice.tsx). */
export const REMOVE_PASSKEYS_FIELD = "removePasskeys";

export function wantsPasskeysRemoved(form: FormData): boolean {
  return form.get(REMOVE_PASSKEYS_FIELD) === "yes";
}
