import type { CmsPageSlug } from "#shared/company/company-pages.ts";
import { m } from "#shared/i18n/paraglide/messages.js";
import type { Crumb } from "../../components/ui/breadcrumb.tsx";

export type ContentPageSettings = {
  /** The crumbs between Home and the page itself. */
  parents: Crumb[];
  /** `certificates` shows the PDFs as certificate cards with their pictures (ESG); `links` as a list. */
  documents: "links" | "certificates";
  /** Adds the prompt to write to the careers mailbox (spec 2.7). */
  careersMailbox?: boolean;
};

const COMPANY: Crumb = { label: m.nav_company, to: "/who-we-are" };
const INNOVATION: Crumb = { label: m.nav_innovation, to: "/innovation-overview" };

/** The company pages drawn by the one content-page route, by slug (spec 2.7); who-we-are has its own. */
export const CONTENT_PAGES = {
  vision: { parents: [COMPANY], documents: "links" },
  csr: { parents: [COMPANY], documents: "links" },
  "careers-overview": { parents: [], documents: "links", careersMailbox: true },
  "innovation-overview": { parents: [], documents: "links" },
  "r-and-d": { parents: [INNOVATION], documents: "links" },
  esg: { parents: [INNOVATION], documents: "certificates" },
} as const satisfies Record<Exclude<CmsPageSlug, "who-we-are">, ContentPageSettings>;

export type ContentPageSlug = keyof typeof CONTENT_PAGES;

export function isContentPageSlug(slug: string): slug is ContentPageSlug {
  return Object.hasOwn(CONTENT_PAGES, slug);
}
