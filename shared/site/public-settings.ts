/** Settings the browser may see; nothing secret goes here. The server fills them from its config. */
export type PublicSettings = {
  siteUrl: string;
  fileBaseUrl: string;
};
