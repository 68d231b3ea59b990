import path from "node:path";

/**
 * The content files (content/): the seed loads them into the database, the build renders the PDFs
 * from them. A module of its own, so that a domain reading its files does not import the seed.
 */
export const CONTENT_DIR = path.resolve(import.meta.dirname, "../../content");
