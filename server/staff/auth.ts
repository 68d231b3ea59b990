import { passkey } from "@better-auth/passkey";
import { betterAuth } from "better-auth";
import { APIError } from "better-auth/api";
import type { Logger } from "pino";
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from "#shared/staff/forms.ts";
import { STAFF_AUTH_BASE_PATH } from "#shared/staff/paths.ts";
import type { Config } from "../config.ts";
import type { DatabaseHandle } from "../db/database.ts";

/** A session ends after this long without a request (better-auth slides its expiry on use). */
export const SESSION_IDLE_SECONDS = 12 * 60 * 60;
/** ...and this long after sign-in whatever happens (checked by server/staff/access.ts). */
export const SESSION_ABSOLUTE_SECONDS = 7 * 24 * 60 * 60;
const SITE_NAME = "Fenmoor Chemicals staff";
const DEACTIVATED = { message: "This account is deactivated.", code: "ACCOUNT_DEACTIVATED" };

export type StaffAuthOptions = {
  database: DatabaseHandle;
  config: Config;
  /** Shared by every instance (kept in the database), so each one reads the others' cookies. */
  secret: string;
  logger: Logger;
  /** Whether a person may start a session now (not deactivated). */
  mayStartSession: (userId: string) => Promise<boolean>;
};

/**
 * better-auth with only what the console uses: e-mail and password without sign-up (people come
 * by invitation), passkeys and database sessions (decision 030); password reset is the console's own
 * (server/staff/password-resets.ts), since better-auth keeps reset tokens unhashed. Its tables are
 * staff_* with snake_case columns (migration 0050).
 */
export function createStaffAuth({ database, config, secret, logger, mayStartSession }: StaffAuthOptions) {
  const site = new URL(config.publicSiteUrl);
  const https = site.protocol === "https:";
  return betterAuth({
    appName: SITE_NAME,
    baseURL: config.publicSiteUrl,
    basePath: STAFF_AUTH_BASE_PATH,
    secret,
    trustedOrigins: [site.origin],
    database: { db: database.db, type: database.dialect },
    // The console's own limits live in the database, across instances (server/staff/sign-in-limit.ts).
    rateLimit: { enabled: false },
    telemetry: { enabled: false },
    // An error that is not better-auth's own answer (a database outage) goes to the service's error
    // handler, which tells an outage (503) from a fault (500), instead of becoming a bare 500 here.
    onAPIError: { throw: true },
    // Into the service's log; its warnings (an unknown e-mail at sign-in) are the audit log's business.
    logger: {
      level: "error",
      log: (level, message, ...args) =>
        logger[level === "warn" ? "warn" : level === "error" ? "error" : "debug"](
          { args },
          `better-auth: ${message}`,
        ),
    },
    emailAndPassword: {
      enabled: true,
      disableSignUp: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      maxPasswordLength: MAX_PASSWORD_LENGTH,
    },
    user: {
      modelName: "staff_users",
      fields: { emailVerified: "email_verified", createdAt: "created_at", updatedAt: "updated_at" },
      additionalFields: {
        role: { type: "string", required: true, input: false },
        deactivatedAt: { type: "date", required: false, input: false, fieldName: "deactivated_at" },
      },
    },
    session: {
      modelName: "staff_sessions",
      fields: {
        expiresAt: "expires_at",
        ipAddress: "ip_address",
        userAgent: "user_agent",
        userId: "user_id",
        createdAt: "created_at",
        updatedAt: "updated_at",
      },
      expiresIn: SESSION_IDLE_SECONDS,
      // Slides the idle expiry forward at most every five minutes, one write then.
      updateAge: 5 * 60,
      // Every request reads the session row, so ending it (sign-out, deactivation) works at once.
      cookieCache: { enabled: false },
    },
    account: {
      modelName: "staff_accounts",
      fields: {
        accountId: "account_id",
        providerId: "provider_id",
        userId: "user_id",
        accessToken: "access_token",
        refreshToken: "refresh_token",
        idToken: "id_token",
        accessTokenExpiresAt: "access_token_expires_at",
        refreshTokenExpiresAt: "refresh_token_expires_at",
        createdAt: "created_at",
        updatedAt: "updated_at",
      },
    },
    verification: {
      modelName: "staff_verifications",
      fields: { expiresAt: "expires_at", createdAt: "created_at", updatedAt: "updated_at" },
    },
    databaseHooks: {
      session: {
        // Refused as 403: a `false` here makes better-auth's callers answer 500 ("unable to create session").
        create: {
          before: async (session) => {
            if (!(await mayStartSession(session.userId))) throw new APIError("FORBIDDEN", DEACTIVATED);
          },
        },
      },
    },
    advanced: {
      // The __Host- prefix (not better-auth's __Secure-) over HTTPS: no subdomain can plant a session.
      useSecureCookies: false,
      cookiePrefix: https ? "__Host-staff" : "staff",
      defaultCookieAttributes: { secure: https, sameSite: "lax", httpOnly: true, path: "/" },
      cookies: {
        // The browser keeps the cookie for the absolute lifetime; the database decides the idle one.
        session_token: { attributes: { maxAge: SESSION_ABSOLUTE_SECONDS } },
      },
    },
    plugins: [
      passkey({
        rpID: site.hostname,
        rpName: SITE_NAME,
        origin: site.origin,
        schema: {
          passkey: {
            modelName: "staff_passkeys",
            fields: {
              publicKey: "public_key",
              userId: "user_id",
              credentialID: "credential_id",
              deviceType: "device_type",
              backedUp: "backed_up",
              createdAt: "created_at",
            },
          },
        },
      }),
    ],
  });
}

export type StaffAuth = ReturnType<typeof createStaffAuth>;
