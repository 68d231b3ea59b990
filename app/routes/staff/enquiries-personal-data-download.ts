/** A resource route: its loader answers with a file, not a page. */
export { loader } from "./enquiries-personal-data-download.server.ts";
