/** A resource route: its loader answers the rich-text editor's link search in JSON, not a page. */
export { loader } from "./link-targets.server.ts";
