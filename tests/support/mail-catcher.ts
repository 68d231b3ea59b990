import { once } from "node:events";
import { type ParsedMail, simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

export type CaughtMail = {
  /** The SMTP envelope: who the server was told the mail is from and for. */
  envelope: { from: string; to: string[] };
  /** The message exactly as received. */
  raw: string;
  /** The raw header block (up to the first blank line). */
  rawHeaders: string;
  parsed: ParsedMail;
  /** The `X-Enquiry-Reference` header. */
  reference: string | undefined;
};

export type MailCatcher = {
  /** `smtp://127.0.0.1:<port>`, for `SMTP_URL`. */
  url: string;
  mails: CaughtMail[];
  /** While on, every connection is answered `421` (service not available), as a server that is down. */
  refuse(refusing: boolean): void;
  /** Answers `550 no such mailbox` to this recipient from now on. */
  refuseRecipient(address: string): void;
  /** Mails received so far that match. */
  filter(predicate: (mail: CaughtMail) => boolean): CaughtMail[];
  /** The first mail that matches, waiting for it to arrive. */
  find(predicate: (mail: CaughtMail) => boolean, timeoutMs?: number): Promise<CaughtMail>;
  /** Waits until every reference has at least one mail. */
  waitForReferences(references: Iterable<string>, timeoutMs?: number): Promise<void>;
  stop(): Promise<void>;
};

/**
 * A real SMTP server in the test process, on an ephemeral loopback port (or `port`, for a service
 * started before the test), keeping what it receives.
 */
export async function startMailCatcher({ port = 0 }: { port?: number } = {}): Promise<MailCatcher> {
  const mails: CaughtMail[] = [];
  const waiters = new Set<() => void>();
  let refusing = false;
  const unknownRecipients = new Set<string>();

  const server = new SMTPServer({
    logger: false,
    authOptional: true,
    disableReverseLookup: true,
    // The service would upgrade to TLS against the server's self-signed certificate and refuse it.
    disabledCommands: ["STARTTLS"],
    onConnect(_session, callback) {
      if (!refusing) return callback();
      const error = Object.assign(new Error("Service not available, try again later"), { responseCode: 421 });
      callback(error);
    },
    onRcptTo(address, _session, callback) {
      if (!unknownRecipients.has(address.address)) return callback();
      callback(Object.assign(new Error("No such mailbox"), { responseCode: 550 }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", async () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        const parsed = await simpleParser(raw);
        const reference = parsed.headers.get("x-enquiry-reference");
        mails.push({
          envelope: {
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
            to: session.envelope.rcptTo.map((recipient) => recipient.address),
          },
          raw,
          rawHeaders: raw.split(/\r?\n\r?\n/, 1)[0] ?? "",
          parsed,
          reference: typeof reference === "string" ? reference : undefined,
        });
        for (const wake of waiters) wake();
        callback();
      });
    },
  });
  // A service killed mid-session (the crash and fault tests do that) resets its connection; the
  // server reports it as an error event, which must not end the test run as an uncaught exception.
  server.on("error", () => {});
  server.listen(port, "127.0.0.1");
  await once(server.server, "listening");
  const address = server.server.address();
  if (!address || typeof address === "string") throw new Error("mail catcher did not bind a TCP port");

  /** Resolves once `done()` holds, re-checking on every mail; rejects after the time-out. */
  function until(done: () => boolean, timeoutMs: number, what: () => string): Promise<void> {
    if (done()) return Promise.resolve();
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        waiters.delete(check);
        reject(new Error(`mail catcher: ${what()} within ${timeoutMs} ms`));
      }, timeoutMs);
      function check() {
        if (!done()) return;
        clearTimeout(timer);
        waiters.delete(check);
        resolve();
      }
      waiters.add(check);
    });
  }

  const filter = (predicate: (mail: CaughtMail) => boolean) => mails.filter(predicate);

  return {
    url: `smtp://127.0.0.1:${address.port}`,
    mails,
    refuse(on) {
      refusing = on;
    },
    refuseRecipient(address) {
      unknownRecipients.add(address);
    },
    filter,
    async find(predicate, timeoutMs = 15_000) {
      await until(
        () => mails.some(predicate),
        timeoutMs,
        () => `no matching mail among ${mails.length}`,
      );
      return mails.find(predicate) as CaughtMail;
    },
    async waitForReferences(references, timeoutMs = 30_000) {
      const wanted = new Set(references);
      const missing = () =>
        [...wanted].filter((reference) => !mails.some((mail) => mail.reference === reference));
      await until(
        () => missing().length === 0,
        timeoutMs,
        () =>
          `${missing().length} of ${wanted.size} references not mailed (${missing().slice(0, 5).join(", ")})`,
      );
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
