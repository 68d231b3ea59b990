import { randomUUID } from "node:crypto";
import { hostname } from "node:os";
import nodemailer from "nodemailer";
import type { Logger } from "pino";
import type { Config } from "../config.ts";
import type { DatabaseHandle } from "../db/database.ts";
import type { SiteSettings } from "../site/site-settings.ts";
import { createJobRounds } from "./job-rounds.ts";
import {
  buildMail,
  invitationMail,
  type MailSettings,
  type OutgoingMail,
  passkeyAddedMail,
  passwordResetMail,
  replyMail,
  type WrittenReply,
} from "./mail.ts";
import { createOutbox, type OutboxJob } from "./outbox.ts";
import { productLinesOf } from "./product-lines.ts";

/** Idle workers look for due retries (and mails nudged on another instance) this often at most. */
const MAX_POLL_MS = 5_000;

export type MailWorkerOptions = {
  database: DatabaseHandle;
  config: Config;
  logger: Logger;
  /** The company identity and enquiry recipients as published: read for each mail (decision 075). */
  siteSettings: SiteSettings;
  /** Called for every failed attempt, with the job kind (`team`, `visitor` or `owner`). */
  onFailure?(kind: string, error: unknown): void;
  /**
   * Makes the one-time token of a staff password reset mail as it is written (undefined when the
   * person is no longer active), and how many hours it stays valid.
   */
  passwordReset?: { token(email: string, now: Date): Promise<string | undefined>; hours: number };
  /** Makes the link of a staff invitation mail as it is written; undefined once it was revoked, used or expired. */
  invitationLink?(email: string, now: Date): Promise<{ token: string; expiresAt: string } | undefined>;
  /** The reply a `reply` job sends, as written on the lead's page; undefined once it is gone. */
  replyOf?(jobId: string): Promise<WrittenReply | undefined>;
};

type Transport = { sendMail(mail: OutgoingMail): Promise<unknown>; close(): void };

type SendError = { code?: string; responseCode?: number; message?: string };

/** Refused for this message (sender, recipient or content); the server itself is working. */
function isMessageRefusal(error: unknown): boolean {
  const code = (error as SendError).code;
  return code === "EENVELOPE" || code === "EMESSAGE";
}

function isPermanentRefusal(error: unknown): boolean {
  const { responseCode } = error as SendError;
  return isMessageRefusal(error) && typeof responseCode === "number" && responseCode >= 500;
}

function failureReason(error: unknown): string {
  const { code, responseCode, message } = error as SendError;
  return [code, responseCode, message ?? String(error)].filter(Boolean).join(" ");
}

/**
 * Sends the outbox's mails over SMTP: one job at a time under a lease, right after an enquiry is
 * stored (`nudge`) and on a timer for retries and for jobs other instances stored. A failure
 * puts the job back with a growing delay; an unreachable server ends the round, so a backlog
 * does not wait on one connection time-out per mail. Without `SMTP_URL` nothing is sent and
 * the jobs wait.
 */
export function createMailWorker({
  database,
  config,
  logger,
  siteSettings,
  onFailure,
  passwordReset,
  invitationLink,
  replyOf,
}: MailWorkerOptions) {
  const { mail } = config;
  const outbox = createOutbox(database, { retryBaseMs: mail.retryMs, leaseMs: mail.leaseMs });
  const owner = `${hostname()}/${process.pid}/${randomUUID().slice(0, 8)}`;
  const fixedSettings: Omit<MailSettings, "site"> = {
    from: mail.from,
    enquiryTo: mail.enquiryTo,
    siteUrl: config.publicSiteUrl,
  };
  const pollMs = Math.min(mail.retryMs, MAX_POLL_MS);
  // A send must end well inside the lease, or another instance could take the job over mid-send.
  const timeoutMs = Math.floor(mail.leaseMs / 4);
  const transport: Transport | undefined = mail.smtpUrl
    ? nodemailer.createTransport({
        url: mail.smtpUrl,
        connectionTimeout: timeoutMs,
        greetingTimeout: timeoutMs,
        socketTimeout: timeoutMs,
        dnsTimeout: timeoutMs,
      })
    : undefined;

  const rounds = createJobRounds({
    pollMs,
    round: () => (transport ? sendDue(transport) : Promise.resolve()),
    onError: (error) => logger.error({ err: error }, "enquiry mail round failed"),
  });

  /** The mail a job sends, written now; undefined when there is nothing (left) to send. */
  async function mailOf(job: OutboxJob): Promise<OutgoingMail | undefined> {
    const settings: MailSettings = { ...fixedSettings, site: await siteSettings.current() };
    if (job.kind === "passkey-added")
      return job.recipient ? passkeyAddedMail(job.recipient, job.id, settings) : undefined;
    if (job.kind === "staff-invitation") {
      const link = job.recipient ? await invitationLink?.(job.recipient, new Date()) : undefined;
      return link && job.recipient ? invitationMail(job.recipient, link, job.id, settings) : undefined;
    }
    if (job.kind === "password-reset") {
      const token = job.recipient && (await passwordReset?.token(job.recipient, new Date()));
      return token && job.recipient
        ? passwordResetMail(job.recipient, token, passwordReset?.hours ?? 0, job.id, settings)
        : undefined;
    }
    if (job.kind === "reply") {
      const reply = await replyOf?.(job.id);
      return reply ? replyMail(reply, job.id, settings) : undefined;
    }
    const enquiry =
      job.enquiryReference === null
        ? undefined
        : await database.db
            .selectFrom("enquiries")
            .selectAll()
            .where("reference", "=", job.enquiryReference)
            .executeTakeFirst();
    if (!enquiry) return undefined;
    const products =
      job.kind === "team"
        ? ((await productLinesOf(database.db, [enquiry.reference])).get(enquiry.reference) ?? [])
        : [];
    return buildMail(job.kind, enquiry, job.id, settings, { recipient: job.recipient, products });
  }

  /** Sends one claimed job; false when the server could not be reached (end the round). */
  async function deliver(job: OutboxJob, send: Transport): Promise<boolean> {
    const message = await mailOf(job);
    if (!message) {
      await outbox.giveUp(job, owner, "nothing to send: no enquiry or no usable address", new Date());
      return true;
    }
    try {
      await send.sendMail(message);
    } catch (error) {
      onFailure?.(job.kind, error);
      const reason = failureReason(error);
      const log = { reference: job.enquiryReference, kind: job.kind, attempt: job.attempts + 1, reason };
      if (job.kind === "visitor" && isPermanentRefusal(error)) {
        await outbox.giveUp(job, owner, reason, new Date());
        logger.warn(log, "enquiry confirmation refused for good; not retried");
        return true;
      }
      const next = await outbox.markFailed(job, owner, reason, new Date());
      logger.warn({ ...log, retryAt: next.toISOString() }, "enquiry mail not sent; will retry");
      return isMessageRefusal(error);
    }
    await outbox.markSent(job, new Date());
    logger.info({ reference: job.enquiryReference, kind: job.kind }, "enquiry mail sent");
    return true;
  }

  async function sendDue(send: Transport): Promise<void> {
    while (rounds.isRunning()) {
      const job = await outbox.claim(owner, new Date());
      if (!job) return;
      if (!(await deliver(job, send))) return;
    }
  }

  return {
    start(): void {
      if (!transport) {
        logger.warn("SMTP_URL is not set: enquiry mails are kept in the outbox until it is");
        return;
      }
      rounds.start();
    },

    /** A new enquiry was committed: send its mail now rather than at the next poll. */
    nudge(): void {
      rounds.kick();
    },

    /** Finishes the mail being sent, then stops; call before the database closes. */
    async stop(): Promise<void> {
      await rounds.stop();
      transport?.close();
    },

    /** Mails not yet accepted by the SMTP server. */
    pendingCount: () => outbox.pendingCount(),
  };
}

export type MailWorker = ReturnType<typeof createMailWorker>;
