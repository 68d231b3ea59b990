import type { Logger } from "pino";
import {
  ENQUIRY_FORMS,
  type EnquiryFields,
  type EnquiryType,
  type FieldErrors,
  fieldName,
  productListNames,
  validateEnquiry,
} from "#shared/enquiries/forms.ts";
import { type SampleLine, sampleField, sampleLineMessages } from "#shared/enquiries/sample-lines.ts";
import type { VisitSource } from "#shared/enquiries/visit-source.ts";
import { localeOfPath } from "#shared/i18n/locales.ts";
import { m } from "#shared/i18n/paraglide/messages.js";
import type { Catalogue } from "../catalogue/catalogue.ts";
import type { Config } from "../config.ts";
import type { DatabaseHandle } from "../db/database.ts";
// A page's no-JavaScript post is checked here, inside its request: the messages take the language of
// its address only once this module has pointed the host's copy of Paraglide at the request's language.
import "../i18n/request-locale.ts";
import { createClientKeys } from "./client-key.ts";
import { mailboxOf } from "./confirmation-limit.ts";
import type { ProductLine } from "./product-lines.ts";
import { createRateLimit } from "./rate-limit.ts";
import { storeEnquiry } from "./store.ts";

/** The hidden field people never see; bots that fill every field fill it too. */
const HONEYPOT_FIELD = "website";

export type Submission = {
  type: EnquiryType;
  /** The posted fields (a JSON object or form data as an object); unknown keys are ignored. */
  body: unknown;
  clientAddress: string;
  /**
   * The path of the page the form was sent from: the page's own address for a form posted without
   * JavaScript, the same-site `Referer` for the JSON API. Its language prefix is the visitor's language.
   */
  sourcePage: string | null;
  /** Where the visit came from, when the browser kept it or the form page's address carries it. */
  visitSource: VisitSource | undefined;
};

export type SubmitResult =
  | { status: "accepted"; reference: string }
  | { status: "invalid"; errors: FieldErrors }
  | { status: "rate-limited"; retryAfterSeconds: number };

/**
 * Where a form's team notification goes when not to the form's recipient in content/site.json
 * (an expert enquiry's specialist); undefined keeps that recipient.
 */
export type TeamRouting = (type: EnquiryType, fields: EnquiryFields) => Promise<string | undefined>;

/**
 * Products named in an enquiry must be active products: of the family chosen beside them, or, in a
 * product list, of the catalogue.
 */
async function productErrors(catalogue: Catalogue, type: EnquiryType, fields: EnquiryFields) {
  const errors: FieldErrors = {};
  for (const field of ENQUIRY_FORMS[type].fields) {
    const product = fields[field.name];
    if (field.kind === "product-list" && product) {
      const names = productListNames(product);
      const found = await catalogue.findProductsByNames(names);
      if (names.some((name) => !found.has(name))) {
        errors[field.name] = m.form_product_list_unknown({ name: fieldName(field) });
      }
      continue;
    }
    if (!field.familyField || !product) continue;
    const products = await catalogue.productsInCategory(Number(fields[field.familyField]));
    if (!products.some((candidate) => candidate.name === product)) {
      errors[field.name] = m.form_choose_from_list({ name: (field.choiceName ?? field.text)() });
    }
  }
  return errors;
}

/** The basket's products with their catalogue names, or an error per product the catalogue lacks. */
async function sampleProducts(catalogue: Catalogue, lines: SampleLine[]) {
  const found = await catalogue.findProductsBySlugs(lines.map((line) => line.slug));
  const errors: FieldErrors = {};
  const products: ProductLine[] = [];
  for (const { position, slug, quantity, use } of lines) {
    const product = found.get(slug);
    if (!product) errors[sampleField(position)] = sampleLineMessages(position).unknown;
    else products.push({ slug, quantity, use, name: product.name, categoryName: product.categoryName });
  }
  return { products, errors };
}

export function createEnquiries(
  database: DatabaseHandle,
  catalogue: Catalogue,
  config: Config,
  logger: Logger,
  routeTeamMail: TeamRouting,
  /** Told after each enquiry is committed: counted, and its mail jobs (none for spam) sent at once. */
  onStored: (enquiry: { type: EnquiryType; spam: boolean }) => void = () => {},
) {
  const clientKeyOf = createClientKeys(database.db);
  const rateLimit = createRateLimit(database.db, config.enquiryRateLimit);

  /** The same keyed hash as client addresses, of the mailbox, in a namespace of its own. */
  async function confirmationFor(email: string | undefined) {
    if (!config.mail.confirmation || !email) return undefined;
    return { recipientKey: await clientKeyOf(`mailbox:${mailboxOf(email)}`) };
  }

  /** Receiving enquiries: rate limit, validation, honeypot, durable storage with the mail jobs. */
  return {
    rateLimit,

    async submit(submission: Submission): Promise<SubmitResult> {
      const now = new Date();
      const clientKey = await clientKeyOf(submission.clientAddress);
      const decision = await rateLimit.reserve(clientKey, now);
      if (!decision.allowed) return { status: "rate-limited", retryAfterSeconds: decision.retryAfterSeconds };
      const body = (submission.body ?? {}) as Record<string, unknown>;
      const spam = typeof body[HONEYPOT_FIELD] === "string" && body[HONEYPOT_FIELD] !== "";
      const result = validateEnquiry(submission.type, body);
      const sample = result.success
        ? await sampleProducts(catalogue, result.data.lines)
        : { products: [], errors: {} };
      const errors = result.success
        ? { ...(await productErrors(catalogue, submission.type, result.data.fields)), ...sample.errors }
        : result.errors;
      if (!result.success || Object.keys(errors).length > 0) {
        await rateLimit.rejected(clientKey, now);
        return { status: "invalid", errors };
      }
      const reference = await storeEnquiry(database, {
        type: submission.type,
        input: result.data,
        products: sample.products,
        spam,
        sourcePage: submission.sourcePage,
        visitSource: submission.visitSource,
        // A page without a prefix, or no page known, is English: the site's base language.
        language: localeOfPath(submission.sourcePage ?? "/"),
        clientKey,
        confirmation: await confirmationFor(result.data.fields.email),
        teamRecipient: spam ? undefined : await routeTeamMail(submission.type, result.data.fields),
        now,
      });
      logger.info({ reference, type: submission.type, spam }, "enquiry stored");
      onStored({ type: submission.type, spam });
      return { status: "accepted", reference };
    },
  };
}

export type Enquiries = ReturnType<typeof createEnquiries>;
