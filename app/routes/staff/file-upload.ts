/** A resource route: its action answers the content editor's file field in JSON, not with a page. */
export { action } from "./file-upload.server.ts";
