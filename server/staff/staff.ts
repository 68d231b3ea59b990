import type { Logger } from "pino";
import { isRole, type Role } from "#shared/staff/roles.ts";
import type { Config } from "../config.ts";
import type { DatabaseHandle } from "../db/database.ts";
import { siteSecret } from "../db/site-secret.ts";
import { queueStaffMail } from "../enquiries/outbox.ts";
import { createAuditLog } from "./audit-log.ts";
import { createStaffAuth, SESSION_ABSOLUTE_SECONDS, type StaffAuth } from "./auth.ts";
import { surfaceDatabaseOutage } from "./auth-outage.ts";
import { setCredentialPassword } from "./credential-password.ts";
import { createInvitations, type Invitation } from "./invitations.ts";
import { createPasswordResets, type PasswordReset } from "./password-resets.ts";
import { createPeople } from "./people.ts";
import { createSignInLimit, type SignInAttempt } from "./sign-in-limit.ts";
import { isoTime } from "./tables.ts";

const SECRET_KEY = "staff_auth_secret";

/** The signed-in person of a request. */
export type StaffUser = {
  id: string;
  name: string;
  email: string;
  role: Role;
  sessionId: string;
  /** When this session's person signed in: their last proof of who they are. */
  signedInAt: string;
};

export type SignInResult =
  | { status: "signed-in"; user: { id: string; email: string }; setCookies: string[] }
  | { status: "failed" }
  | { status: "limited"; retryAfterSeconds: number };

export type StaffOptions = {
  database: DatabaseHandle;
  config: Config;
  logger: Logger;
  /** Keyed hash of a client address, as the enquiry rate limit uses. */
  clientKey: (address: string) => Promise<string>;
  /** Called when a mail was queued in the outbox, so the worker sends it now. */
  onMailQueued?: () => void;
};

/**
 * A limited attempt's audit entry. Refused by the address's limit, it is about the address alone,
 * whatever e-mail was typed: a burst cycling through e-mails stays one entry (decision 093).
 */
function refusal<Kind extends "sign-in-refused" | "password-reset-refused">(
  kind: Kind,
  attempt: SignInAttempt,
  email: string,
  address: string,
) {
  return attempt.refusedBy === "address"
    ? { kind, address, detail: { limit: "address" } }
    : { kind, subject: email, address, detail: { limit: "account" } };
}

export type PasswordResetRequestResult =
  | { status: "queued" }
  | { status: "limited"; retryAfterSeconds: number };

/** Everything the staff console does with people, sessions and the audit log. */
export function createStaff({ database, config, logger, clientKey, onMailQueued }: StaffOptions) {
  const { db } = database;
  const audit = createAuditLog(db, clientKey);
  const people = createPeople(database);
  const invitations = createInvitations(db, onMailQueued);
  const signInLimit = createSignInLimit(db);
  const passwordResets = createPasswordResets(db);
  const passwordResetLimit = createSignInLimit(db, "reset:");
  let auth: Promise<StaffAuth> | undefined;

  async function removeEveryPasskey(
    userId: string,
    email: string,
    address: string,
    along: "password-reset" | "sign-out-everywhere",
    actor?: StaffUser,
  ) {
    const count = await people.removePasskeys(userId);
    if (count > 0)
      await audit.record({
        kind: "passkey-removed",
        actor,
        subject: email,
        address,
        detail: { count: String(count), along },
      });
  }

  function authInstance(): Promise<StaffAuth> {
    // Kept in the database so every instance signs and reads the same cookies.
    auth ??= siteSecret(db, SECRET_KEY).then((secret) =>
      createStaffAuth({
        database,
        config,
        secret,
        logger,
        mayStartSession: (userId) => people.isActive(userId),
      }),
    );
    return auth;
  }

  return {
    audit,
    people,
    invitations,
    signInLimit,
    passwordResets,
    auth: authInstance,
    addressKey: clientKey,

    /** The person signed in with this request's cookie, if the session is alive and they are active. */
    async currentUser(headers: Headers): Promise<StaffUser | undefined> {
      if (!headers.get("cookie")) return undefined;
      const found = await (await authInstance()).api
        .getSession({ headers, query: { disableRefresh: false } })
        .catch(async (error: unknown) => {
          await surfaceDatabaseOutage(database);
          throw error;
        });
      if (!found) return undefined;
      const { session, user } = found;
      const startedAt = Date.parse(isoTime(session.createdAt));
      if (Date.now() - startedAt > SESSION_ABSOLUTE_SECONDS * 1000) {
        await people.endSession(session.id);
        return undefined;
      }
      const role = (user as { role?: unknown }).role;
      const deactivated = (user as { deactivatedAt?: unknown }).deactivatedAt;
      if (!isRole(role) || deactivated) return undefined;
      return {
        id: user.id,
        name: user.name,
        email: user.email,
        role,
        sessionId: session.id,
        signedInAt: new Date(startedAt).toISOString(),
      };
    },

    /** A passkey of the person's own was added: audited, and the person is mailed (issue 30, item 2). */
    async passkeyAdded(user: StaffUser, address: string): Promise<void> {
      await queueStaffMail(db, "passkey-added", user.email, new Date());
      onMailQueued?.();
      await audit.record({ kind: "passkey-added", actor: user, subject: user.email, address });
    },

    /**
     * E-mail and password: refused with a wait while the account or address is over its limit;
     * an unknown address and a wrong password fail alike (better-auth hashes the password either
     * way); every failure is counted and logged.
     */
    async signInWithPassword(input: {
      email: string;
      password: string;
      address: string;
      headers: Headers;
    }): Promise<SignInResult> {
      const keys = { email: input.email, addressKey: await clientKey(input.address) };
      const attempt = await signInLimit.attempt(keys);
      const { retryAfterSeconds } = attempt;
      if (retryAfterSeconds > 0) {
        await audit.refused(refusal("sign-in-refused", attempt, input.email, input.address));
        return { status: "limited", retryAfterSeconds };
      }
      const response = (await (
        await authInstance()
      ).api.signInEmail({
        body: { email: input.email, password: input.password, rememberMe: true },
        headers: input.headers,
        asResponse: true,
      })) as Response;
      if (!response.ok) {
        await audit.record({ kind: "sign-in-failed", subject: input.email, address: input.address });
        return { status: "failed" };
      }
      await attempt.succeeded();
      const body = (await response.json()) as { user: { id: string; email: string } };
      await audit.record({
        kind: "sign-in",
        actor: body.user,
        subject: body.user.email,
        address: input.address,
        detail: { method: "password" },
      });
      return { status: "signed-in", user: body.user, setCookies: response.headers.getSetCookie() };
    },

    /**
     * Queues a reset mail when the address is an active person's. The answer is the same either way
     * (only the limit, counted per address typed and per client, can refuse), so it tells no one
     * who has an account; the audit log records every request.
     */
    async requestPasswordReset(email: string, address: string): Promise<PasswordResetRequestResult> {
      const keys = { email, addressKey: await clientKey(address) };
      // Every request keeps its place in the counts, whatever it finds.
      const attempt = await passwordResetLimit.attempt(keys);
      const { retryAfterSeconds } = attempt;
      if (retryAfterSeconds > 0) {
        await audit.refused(refusal("password-reset-refused", attempt, email, address));
        return { status: "limited", retryAfterSeconds };
      }
      const known = await passwordResets.request(email);
      await audit.record({
        kind: "password-reset-requested",
        subject: email,
        address,
        detail: { mail: known ? "queued" : "not sent: no active account" },
      });
      onMailQueued?.();
      return { status: "queued" };
    },

    /** Sets the new password and ends every session of the person; false when the link was used meanwhile. */
    async resetPassword(
      reset: PasswordReset,
      password: string,
      address: string,
      { removePasskeys = false } = {},
    ): Promise<boolean> {
      const auth = await authInstance();
      if (!(await passwordResets.markUsed(reset))) return false;
      await setCredentialPassword(auth, { id: reset.userId }, password);
      await people.endSessions(reset.userId);
      await audit.record({ kind: "password-reset", subject: reset.email, address });
      if (removePasskeys) await removeEveryPasskey(reset.userId, reset.email, address, "password-reset");
      return true;
    },

    /** Ends this session (or all of the person's, and their passkeys if asked) and returns the cookie-clearing headers. */
    async signOut(
      user: StaffUser,
      headers: Headers,
      everywhere: boolean,
      address: string,
      { removePasskeys = false } = {},
    ): Promise<string[]> {
      if (everywhere) await people.endSessions(user.id);
      if (everywhere && removePasskeys)
        await removeEveryPasskey(user.id, user.email, address, "sign-out-everywhere", user);
      const response = (await (await authInstance()).api.signOut({ headers, asResponse: true })) as Response;
      await audit.record({
        kind: everywhere ? "sign-out-everywhere" : "sign-out",
        actor: user,
        subject: user.email,
        address,
      });
      return response.headers.getSetCookie();
    },

    /** Creates the invited person with their password; false when the link was used meanwhile. */
    async acceptInvitation(invitation: Invitation, name: string, password: string): Promise<boolean> {
      const auth = await authInstance();
      if (!(await invitations.markAccepted(invitation))) return false;
      const existing = await people.findByEmail(invitation.email);
      // Invited while deactivated, active again since: the invitation no longer applies.
      if (existing && !existing.deactivatedAt) return false;
      if (!existing) {
        await setCredentialPassword(auth, { email: invitation.email, name, role: invitation.role }, password);
        return true;
      }
      // Re-inviting a deactivated person brings them back with the new role and password.
      await db
        .updateTable("staff_users")
        .set({ name, role: invitation.role, deactivated_at: null, updated_at: new Date().toISOString() })
        .where("id", "=", existing.id)
        .execute();
      await setCredentialPassword(auth, { id: existing.id }, password);
      return true;
    },
  };
}

export type Staff = ReturnType<typeof createStaff>;
