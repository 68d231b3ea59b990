import { randomBytes } from "node:crypto";
import { once } from "node:events";
import net from "node:net";
import pg from "pg";

export type ProbeDatabase = {
  /** The database reached directly, for the probe's own checks. */
  directUrl: string;
  /** The same database through the cuttable link, for the service. */
  linkedUrl: string;
  /** Drops every connection through the link and refuses new ones until `restore`. */
  cut(): void;
  restore(): void;
  close(): Promise<void>;
};

/**
 * A database of the probe's own on the shared PostgreSQL server, reached by the service through a
 * TCP relay in this process, so the probe can cut the service off from PostgreSQL and restore it
 * without touching the server itself.
 */
export async function startProbeDatabase(adminUrl: string, linkPort: number): Promise<ProbeDatabase> {
  const name = `site_probe_${randomBytes(6).toString("hex")}`;
  await withClient(adminUrl, (client) => client.query(`create database ${name}`));
  const server = new URL(adminUrl);
  const sockets = new Set<net.Socket>();
  let cut = false;
  const relay = net.createServer((incoming) => {
    if (cut) return incoming.destroy();
    const outgoing = net.connect(Number(server.port || 5432), server.hostname);
    for (const socket of [incoming, outgoing]) {
      sockets.add(socket);
      socket.on("close", () => sockets.delete(socket));
      socket.on("error", () => {});
    }
    incoming.pipe(outgoing).pipe(incoming);
    incoming.on("close", () => outgoing.destroy());
    outgoing.on("close", () => incoming.destroy());
  });
  relay.listen(linkPort, "127.0.0.1");
  await once(relay, "listening");
  const direct = new URL(adminUrl);
  direct.pathname = `/${name}`;
  const linked = new URL(direct);
  linked.hostname = "127.0.0.1";
  linked.port = String(linkPort);
  return {
    directUrl: direct.toString(),
    linkedUrl: linked.toString(),
    cut() {
      cut = true;
      for (const socket of sockets) socket.destroy();
    },
    restore() {
      cut = false;
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => relay.close(resolve));
      await withClient(adminUrl, (client) => client.query(`drop database if exists ${name} with (force)`));
    },
  };
}

export async function withClient<T>(url: string, use: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}
