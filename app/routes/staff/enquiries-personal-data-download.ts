/** A resource route: its action answers with a file, not a page. */
export { action } from "./enquiries-personal-data-download.server.ts";
