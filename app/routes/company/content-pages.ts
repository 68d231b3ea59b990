import type { CmsPageSlug } from "#shared/company/company-pages.ts";
import type { Message } from "#shared/i18n/message.ts";
import { m } from "#shared/i18n/paraglide/messages.js";
import type { Crumb } from "../../components/ui/breadcrumb.tsx";

export type ContentPageSettings = {
  /** The page's name in the menus: its heading while its own title has not loaded (decision 100). */
  title: Message;
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
  vision: { title: m.nav_vision, parents: [COMPANY], documents: "links" },
  csr: { title: m.nav_csr, parents: [COMPANY], documents: "links" },
  "careers-overview": { title: m.nav_careers, parents: [], documents: "links", careersMailbox: true },
  "innovation-overview": { title: m.nav_innovation, parents: [], documents: "links" },
  "r-and-d": { title: m.nav_r_and_d, parents: [INNOVATION], documents: "links" },
  esg: { title: m.nav_esg, parents: [INNOVATION], documents: "certificates" },
} as const satisfies Record<Exclude<CmsPageSlug, "who-we-are">, ContentPageSettings>;

export type ContentPageSlug = keyof typeof CONTENT_PAGES;

export function isContentPageSlug(slug: string): slug is ContentPageSlug {
  return Object.hasOwn(CONTENT_PAGES, slug);
}
