import type { Readable } from "node:stream";
import type { FastifyReply, FastifyRequest, RouteShorthandOptions } from "fastify";
import { matchRoutes, type ServerBuild } from "react-router";
import { apiError } from "./errors.ts";
import { routeTree } from "./page-cache-key.ts";

const READ_METHODS = ["GET", "HEAD"];
/** What a page's form posts: the encodings of an HTML form that React Router's actions read. */
const FORM_TYPES = new Set(["application/x-www-form-urlencoded", "multipart/form-data"]);

function mediaType(request: FastifyRequest): string {
  return (request.headers["content-type"] ?? "").split(";", 1)[0]?.trim().toLowerCase() ?? "";
}

/** The page a single-fetch data URL (`/contact-us.data`, `/_.data` for `/`) asks for, as React Router reads it. */
function pagePath(url: string): string {
  const pathname = url.split("?", 1)[0] ?? "/";
  return pathname.endsWith("/_.data") ? pathname.slice(0, -"_.data".length) : pathname.replace(/\.data$/, "");
}

/** Whether a request's Origin is another site, compared as React Router compares it before an action. */
function crossOrigin(request: FastifyRequest, origin: string | undefined): boolean {
  if (origin === undefined) return false;
  try {
    return new URL(origin).origin !== new URL(`${request.protocol}://${request.host}`).origin;
  } catch {
    return true;
  }
}

async function readAll(stream: Readable): Promise<Buffer<ArrayBuffer>> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}

/** A page whose form may be larger than the site's body limit (the console's file upload), and who may send one. */
export type LargeForm = {
  maxBytes: number;
  tooLargeMessage: string;
  /** Checked before a byte of a larger body is read, so nobody else can make the service hold one. */
  mayPost(request: FastifyRequest): Promise<boolean>;
};

/**
 * Hooks of React Router's catch-all route, which answers everything no other route does (pages,
 * their `.data` URLs, unknown paths, other methods on files and probes). What a page cannot take
 * is refused here as a client error (decision 026): React Router would fail on it with a 500.
 * Page posts reach React Router as a raw stream, past Fastify's body limit, so their size is
 * checked here from Content-Length (browsers always send it for forms).
 */
export function pageRequests(
  build: ServerBuild | undefined,
  { maxBytes, largeForms = {} }: { maxBytes: number; largeForms?: Record<string, LargeForm> },
) {
  const tree = build ? routeTree(build.routes, undefined) : [];

  /** Every page is read with GET and HEAD; a page with an action also takes its form's POST. */
  function methodsOf(url: string): string[] {
    // Without a build (the dev server) every page may take a POST: React Router refuses it where no action is.
    if (!build) return [...READ_METHODS, "POST"];
    const target = matchRoutes(tree, pagePath(url))?.at(-1);
    const hasAction =
      target !== undefined && build.routes[target.route.id ?? ""]?.module.action !== undefined;
    return hasAction ? [...READ_METHODS, "POST"] : READ_METHODS;
  }

  async function refuse(request: FastifyRequest, reply: FastifyReply) {
    // The adapter builds React Router's request from these; a Host no URL can have would fail there.
    if (!URL.canParse(`${request.protocol}://${request.host}${request.originalUrl}`)) {
      return reply.status(400).send(apiError(400, "The Host header is malformed."));
    }
    if (READ_METHODS.includes(request.method)) return;
    const allowed = methodsOf(request.url);
    if (!allowed.includes(request.method)) {
      return reply
        .status(405)
        .header("allow", allowed.join(", "))
        .send(apiError(405, `This address takes ${allowed.join(", ")}, not ${request.method}.`));
    }
    const length = request.headers["content-length"];
    if (length === undefined && request.headers["transfer-encoding"] !== undefined) {
      return reply.status(411).send(apiError(411, "Send the form with a Content-Length."));
    }
    if (Number(length) > maxBytes) {
      const large = largeForms[pagePath(request.url)];
      if (!large)
        return reply.status(413).send(apiError(413, `The form is larger than ${maxBytes / 1024} KB.`));
      if (Number(length) > large.maxBytes)
        return reply.status(413).send(apiError(413, large.tooLargeMessage));
      if (!(await large.mayPost(request))) {
        return reply.status(403).send(apiError(403, "Only a signed-in editor may send a form this large."));
      }
    }
    if (crossOrigin(request, request.headers.origin)) {
      return reply.status(400).send(apiError(400, "A form is posted only from this site's own pages."));
    }
    if (!FORM_TYPES.has(mediaType(request))) {
      return reply.status(415).send(apiError(415, `Send the form as ${[...FORM_TYPES].join(" or ")}.`));
    }
  }

  /** The form must parse as the type it says it is; React Router gets the bytes that did. */
  async function readForm(request: FastifyRequest, reply: FastifyReply) {
    if (request.method !== "POST") return;
    let bytes: Buffer<ArrayBuffer>;
    try {
      bytes = request.body ? await readAll(request.body as Readable) : Buffer.alloc(0);
    } catch {
      return reply.status(400).send(apiError(400, "The form's body could not be read."));
    }
    const type = request.headers["content-type"] ?? "";
    try {
      await new Response(bytes, { headers: { "content-type": type } }).formData();
    } catch {
      return reply.status(400).send(apiError(400, `The form is not well-formed ${mediaType(request)}.`));
    }
    request.body = bytes;
  }

  return { onRequest: refuse, preValidation: readForm } satisfies RouteShorthandOptions;
}
