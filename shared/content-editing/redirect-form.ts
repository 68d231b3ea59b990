import { z } from "zod";
import { percentEncodeAddress } from "#shared/site/address-encoding.ts";

/** Where a redirect of the console's table comes from (decision 079). */
const REDIRECT_ORIGINS = ["fixed", "slug", "editor"] as const;
export type RedirectOrigin = (typeof REDIRECT_ORIGINS)[number];
/** The origins stored in `content_redirects`; the fixed ones live in content/redirects.json. */
export type ContentRedirectOrigin = Exclude<RedirectOrigin, "fixed">;

export const REDIRECT_ORIGIN_LABELS: Record<RedirectOrigin, string> = {
  fixed: "Fixed (site specification)",
  slug: "Address change",
  editor: "Added by an editor",
};

export const REDIRECT_FIELD_LABELS = { from: "Old address", to: "New address" } as const;
export type RedirectField = keyof typeof REDIRECT_FIELD_LABELS;

export const REDIRECT_MESSAGES = {
  from: "Enter the old address as a path on this site, starting with / (no ? or #), e.g. /old-brochure.",
  to: "Enter the new address as a path on this site, starting with /, or an https:// address.",
  live: "A page of the site is live at this address; a redirect would hide it.",
  reserved:
    "This address belongs to the site itself (its API, console, files, scripts, page data or health checks).",
  control: "Remove the invisible control character (such as a tab or line break) from the address.",
  backslash: "Use / instead of \\: browsers read a backslash as a slash, which can lead to another site.",
  fixed: "This address already has a fixed redirect of the site specification.",
  taken: "This address already redirects; change that redirect instead.",
  self: "The new address is the old address.",
  loop: "This would make a loop: the new address already redirects back to the old address.",
  fixedChain:
    "A fixed redirect of the site specification leads to this address, so it cannot redirect on (redirects stay one hop).",
} as const;

/** A path on this site: starts with one slash, no spaces, at most 300 characters. */
const SITE_PATH = /^\/(?!\/)\S*$/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: these are what it finds.
const CONTROL = /[\x00-\x1f\x7f-\x9f]/;

/** The checks both addresses share, before their own: no control characters, no backslashes. */
const address = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .refine((value) => !CONTROL.test(value), REDIRECT_MESSAGES.control)
    .refine((value) => !value.includes("\\"), REDIRECT_MESSAGES.backslash);

const isHttpsUrl = (value: string) => {
  try {
    const url = new URL(value);
    return url.protocol === "https:" && url.username === "" && url.password === "" && url.hostname !== "";
  } catch {
    return false;
  }
};

/**
 * The redirect form as posted: an old address on this site, and where it now leads, percent-encoded
 * as a Location header must carry it (an https address as the URL standard writes it).
 */
export const RedirectFormSchema = z.object({
  from: address(300, REDIRECT_MESSAGES.from)
    .regex(SITE_PATH, REDIRECT_MESSAGES.from)
    .refine((value) => !/[?#]/.test(value), REDIRECT_MESSAGES.from),
  to: address(500, REDIRECT_MESSAGES.to)
    .refine(
      (value) => (value.startsWith("/") ? SITE_PATH.test(value) : isHttpsUrl(value)),
      REDIRECT_MESSAGES.to,
    )
    .transform((value) => (value.startsWith("/") ? percentEncodeAddress(value) : new URL(value).href)),
});
