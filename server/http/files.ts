import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";

export const PROJECT_ROOT = path.resolve(import.meta.dirname, "../..");
/** The files the build generates (PDFs). */
export const BUILT_FILE_ROOT = path.join(PROJECT_ROOT, "build/files");
/** Files kept in the repo (images, certificates) and files the build generates. */
const FILE_ROOTS = [path.join(PROJECT_ROOT, "content/files"), BUILT_FILE_ROOT];

/** Serves /files/... from the file folders only; @fastify/static normalises paths and refuses traversal. */
export async function fileRoutes(app: FastifyInstance) {
  await app.register(fastifyStatic, {
    root: FILE_ROOTS,
    prefix: "/files/",
    decorateReply: false,
    dotfiles: "deny",
    index: false,
    maxAge: "1d",
  });
}
