import type { Role } from "#shared/staff/roles.ts";
import type { StaffAuth } from "./auth.ts";

/** Someone an accepted invitation brings in: created with their first password. */
export type NewStaffUser = { email: string; name: string; role: Role };

const CREDENTIAL = "credential";

/**
 * Makes `password` the person's e-mail sign-in: their credential account's password is replaced, or
 * one is linked where they have none (someone who used passkeys alone); a `NewStaffUser` is created
 * first. Returns the person's id.
 *
 * better-auth's public API changes only the signed-in person's own password, given the old one; an
 * invitation or a reset link has neither, so this reaches below it to `$context.internalAdapter`, the
 * one place the console does. tests/api/staff-credential-password.test.ts pins what it relies on, so
 * an upgrade that changes the adapter fails there.
 */
export async function setCredentialPassword(
  auth: StaffAuth,
  person: { id: string } | NewStaffUser,
  password: string,
): Promise<string> {
  const { internalAdapter, password: passwords } = await auth.$context;
  const hash = await passwords.hash(password);
  const link = (userId: string) =>
    internalAdapter.linkAccount({ userId, providerId: CREDENTIAL, accountId: userId, password: hash });
  if (!("id" in person)) {
    const user = await internalAdapter.createUser({ ...person, emailVerified: true }, { method: "admin" });
    await link(user.id);
    return user.id;
  }
  const accounts = await internalAdapter.findAccounts(person.id);
  if (accounts.some((account) => account.providerId === CREDENTIAL))
    await internalAdapter.updatePassword(person.id, hash);
  else await link(person.id);
  return person.id;
}
