import { z } from "zod";
import { dialingNumber } from "./phone-number.ts";

const Link = z.object({ name: z.string().trim().min(1), url: z.url({ protocol: /^https?$/ }) });

/**
 * The company identity of content/site.json (issue 15: edited in the console as the kind `site`),
 * in the file's key order. Pages read it from the database; documents made at build time from the file.
 */
export const SiteIdentity = z.object({
  company: z.object({
    name: z.string().trim().min(1),
    legalName: z.string().trim().min(1),
    registeredNumber: z.string().trim().min(1),
    vatNumber: z.string().trim().min(1),
    founded: z.number().int(),
    tagline: z.string().trim().min(1),
  }),
  address: z.object({
    lines: z.array(z.string().trim().min(1)).min(1),
    town: z.string().trim().min(1),
    county: z.string().trim().min(1),
    postcode: z.string().trim().min(1),
    country: z.string().trim().min(1),
  }),
  /** As the pages show it; `tel:` links dial the number derived from it (`dialingNumber`). */
  phone: z.object({
    display: z
      .string()
      .trim()
      .refine((display) => dialingNumber(display) !== undefined, {
        message: "Give a number that can be dialled, e.g. +44 (0)1632 960 418 or 01632 960 418.",
      }),
  }),
  email: z.object({ general: z.email(), sales: z.email(), careers: z.email(), privacy: z.email() }),
  social: z.array(Link),
  parentCompanies: z.array(Link),
  sisterCompany: Link,
  copyrightYear: z.number().int(),
  map: z.object({ latitude: z.number().min(-90).max(90), longitude: z.number().min(-180).max(180) }),
});
export type SiteIdentity = z.infer<typeof SiteIdentity>;

/** Where each form's team notification is mailed (kind `enquiry-recipients`, admins only; decision 075). */
export const EnquiryRecipients = z.object({
  contact: z.email(),
  sales: z.email(),
  sample: z.email(),
  product: z.email(),
  expert: z.email(),
});
export type EnquiryRecipients = z.infer<typeof EnquiryRecipients>;
