import { once } from "node:events";
import { SMTPServer } from "smtp-server";

export type SmtpPeer = {
  url: string;
  /** `X-Enquiry-Reference` of every mail received, in order. */
  references: string[];
  /** Closes the listener and drops open sessions, as a mail server going down. */
  stop(): Promise<void>;
  start(): Promise<void>;
};

/** An SMTP server on a fixed loopback port that the probe can take down and bring back. */
export async function startSmtpPeer(port: number): Promise<SmtpPeer> {
  const references: string[] = [];
  let server: SMTPServer | undefined;
  async function start() {
    const next = new SMTPServer({
      logger: false,
      authOptional: true,
      disableReverseLookup: true,
      // The service would upgrade to TLS and refuse a self-signed certificate.
      disabledCommands: ["STARTTLS"],
      closeTimeout: 100,
      onData(stream, _session, callback) {
        const chunks: Buffer[] = [];
        stream.on("data", (chunk: Buffer) => chunks.push(chunk));
        stream.on("end", () => {
          const head =
            Buffer.concat(chunks)
              .toString("utf8")
              .split(/\r?\n\r?\n/, 1)[0] ?? "";
          const reference = /^x-enquiry-reference:\s*(\S+)/im.exec(head)?.[1];
          if (reference) references.push(reference);
          callback();
        });
      },
    });
    // A session cut by a stop or a killed service is an error event, not a reason to end the probe.
    next.on("error", () => {});
    next.listen(port, "127.0.0.1");
    await once(next.server, "listening");
    server = next;
  }
  await start();
  return {
    url: `smtp://127.0.0.1:${port}`,
    references,
    start,
    async stop() {
      const current = server;
      server = undefined;
      await new Promise<void>((resolve) => (current ? current.close(() => resolve()) : resolve()));
    },
  };
}
