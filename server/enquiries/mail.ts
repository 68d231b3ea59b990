import type { Selectable } from "kysely";
import { z } from "zod";
import { countryName } from "#shared/enquiries/countries.ts";
import { ENQUIRY_FORMS, type EnquiryType } from "#shared/enquiries/forms.ts";
import { MARKETING_CONSENT_TEXT, productFamilyName } from "#shared/enquiries/options.ts";
import { LANGUAGE_NAMES_IN_ENGLISH } from "#shared/enquiries/visitor-language.ts";
import { BASE_LOCALE, isLocale, type Locale, localizedPath } from "#shared/i18n/locales.ts";
import { formatAddress, type SiteConfig } from "#shared/site/site-config.ts";
import { leadHref } from "#shared/staff/leads/paths.ts";
import { invitationHref, passwordResetHref, STAFF_ACCOUNT_PATH } from "#shared/staff/paths.ts";
import { CONFIRMATION_TEXTS, englishTime } from "./confirmation-texts.ts";
import { type ProductLine, productLineText } from "./product-lines.ts";
import type { OutboxKind, StaffMailKind } from "./store.ts";
import type { EnquiriesTable } from "./tables.ts";

export type StoredEnquiry = Selectable<EnquiriesTable>;

export type MailSettings = {
  site: SiteConfig;
  /** The sender, `Name <address>` or an address. */
  from: string;
  /** Sends every team notification here instead of the per-form recipients of the site config. */
  enquiryTo: string | undefined;
  /** Public address of the site, for links to the page an enquiry came from and the privacy policy. */
  siteUrl: string;
};

type Mailbox = { name: string; address: string };

/** What nodemailer sends; built only from values made safe for headers here. */
export type OutgoingMail = {
  from: string | Mailbox;
  to: string | Mailbox;
  replyTo?: string | Mailbox;
  subject: string;
  text: string;
  messageId: string;
  headers: Record<string, string>;
};

const FORM_TITLES: Record<EnquiryType, string> = {
  contact: "Contact enquiry",
  sales: "Sales enquiry",
  sample: "Sample request",
  product: "Product enquiry",
  expert: "Expert enquiry",
};

// C0 controls (CR and LF among them), DEL, C1 controls and the Unicode line and paragraph separators.
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const LINE_BREAKING = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g;
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const CONTROL_EXCEPT_NEWLINE_AND_TAB = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g;

/**
 * A value for a header (subject, display name) or a one-line body entry: every control character,
 * CR and LF above all, becomes a space, so visitor text can never start a header or a line of its own.
 */
function oneLine(value: string, maxLength = 200): string {
  return value.replace(LINE_BREAKING, " ").replace(/\s+/g, " ").trim().slice(0, maxLength);
}

/** A multi-line body value: line breaks kept (as LF), other control characters dropped. */
function multiLine(value: string): string {
  return value
    .replace(/\r\n?|[\u2028\u2029]/g, "\n")
    .replace(CONTROL_EXCEPT_NEWLINE_AND_TAB, "")
    .trim();
}

/** The visitor's address, only if it is a plain valid address (validated on arrival; checked again here). */
function safeAddress(value: string): string | undefined {
  return z.email().safeParse(value).success ? value : undefined;
}

function domainOf(mailbox: string): string {
  return mailbox.match(/@([^\s@<>]+)>?$/)?.[1] ?? "localhost";
}

/** The stored language; the column only ever holds a site language, but it is text in the database. */
function languageOf(enquiry: StoredEnquiry): Locale {
  return isLocale(enquiry.language) ? enquiry.language : BASE_LOCALE;
}

function storedFields(enquiry: StoredEnquiry): Record<string, string> {
  const parsed: unknown = JSON.parse(enquiry.fields);
  const fields: Record<string, string> = {};
  if (parsed && typeof parsed === "object") {
    for (const [name, value] of Object.entries(parsed)) fields[name] = typeof value === "string" ? value : "";
  }
  return fields;
}

function visitorName(fields: Record<string, string>): string {
  return oneLine(fields.name || fields.fname || "", 100);
}

/**
 * Every field of the form, in the form's order, as `Label: value` lines; the free-text message
 * goes last, indented, so nothing typed in it can pass for another field. Product families show
 * their names as well as their ids.
 */
function fieldLines(type: EnquiryType, fields: Record<string, string>): string[] {
  const lines: string[] = [];
  let message: string | undefined;
  for (const field of ENQUIRY_FORMS[type].fields) {
    const value = fields[field.name] ?? "";
    if (field.kind === "textarea") {
      message = multiLine(value);
      continue;
    }
    if (field.otherOf && value === "") continue;
    const shown =
      value === ""
        ? "(not given)"
        : field.kind === "family"
          ? `${productFamilyName(value) ?? "unknown family"} (${oneLine(value, 20)})`
          : field.kind === "country"
            ? `${countryName(value, "en")} (${value})`
            : oneLine(value, field.maxLength);
    lines.push(`${field.label}: ${shown}`);
  }
  if (message !== undefined) lines.push("", "Message:", ...message.split("\n").map((line) => `  ${line}`));
  return lines;
}

function consentLine(enquiry: StoredEnquiry): string {
  return enquiry.marketing_consent_at
    ? `Marketing contact: agreed on ${englishTime(enquiry.marketing_consent_at)} to "${enquiry.marketing_consent_text ?? MARKETING_CONSENT_TEXT}"`
    : "Marketing contact: not agreed";
}

/**
 * Where the team notification of a form goes: the override, else the recipient the enquiry was
 * routed to when stored (an expert enquiry's specialist), else the site config's recipient.
 */
function teamRecipient(type: EnquiryType, settings: MailSettings, routed: string | null = null): string {
  return settings.enquiryTo ?? routed ?? settings.site.enquiryRecipients[type];
}

/** The basket's products, numbered, one line each; nothing for a request without them. */
function productLines(products: ProductLine[]): string[] {
  if (products.length === 0) return [];
  return [
    `Samples requested (${products.length}):`,
    ...products.map((line, index) => `  ${index + 1}. ${oneLine(productLineText(line), 500)}`),
    "",
  ];
}

/** The notification to the company: who asked, every field and product, and Reply-To set to the visitor. */
function teamMail(
  enquiry: StoredEnquiry,
  jobId: string,
  settings: MailSettings,
  routed: string | null = null,
  products: ProductLine[] = [],
): OutgoingMail {
  const type = enquiry.type as EnquiryType;
  const fields = storedFields(enquiry);
  const name = visitorName(fields);
  const company = oneLine(fields.company ?? "", 80);
  const address = safeAddress(enquiry.email);
  const body = [
    `${FORM_TITLES[type]} ${enquiry.reference}`,
    `Received: ${englishTime(enquiry.created_at)}`,
    `Sent from: ${enquiry.source_page ? oneLine(`${settings.siteUrl}${enquiry.source_page}`) : "(not known)"}`,
    // The team replies to the visitor, so it should know which language to write in.
    `Language: ${LANGUAGE_NAMES_IN_ENGLISH[languageOf(enquiry)]}`,
    "",
    ...productLines(products),
    ...fieldLines(type, fields),
    "",
    consentLine(enquiry),
    "",
    address
      ? "Reply to this e-mail to answer the visitor."
      : "The visitor's address could not be used for replies.",
  ];
  return {
    from: settings.from,
    to: teamRecipient(type, settings, routed),
    ...(address ? { replyTo: { name, address } } : {}),
    subject: oneLine(
      `${FORM_TITLES[type]} ${enquiry.reference}${company ? ` from ${company}` : ""}${products.length > 0 ? `: ${products.length} product${products.length === 1 ? "" : "s"}` : ""}`,
      160,
    ),
    text: `${body.join("\n")}\n`,
    messageId: `<${jobId}@${domainOf(settings.from)}>`,
    headers: { "X-Enquiry-Reference": enquiry.reference },
  };
}

/**
 * The optional confirmation to the visitor, in the visitor's language: one fixed message per form
 * and language with only the reference and the time received. Nothing the visitor typed appears in
 * it (not their name, not even in the greeting or the recipient's display name), since the address
 * may be anyone's: the site must not mail strangers text of someone else's choosing.
 */
function visitorMail(
  enquiry: StoredEnquiry,
  jobId: string,
  settings: MailSettings,
): OutgoingMail | undefined {
  const address = safeAddress(enquiry.email);
  if (!address) return undefined;
  const type = enquiry.type as EnquiryType;
  const { site } = settings;
  const language = languageOf(enquiry);
  const texts = CONFIRMATION_TEXTS[language];
  const form = texts.forms[type];
  const facts = {
    company: site.company.name,
    reference: enquiry.reference,
    received: texts.received(enquiry.created_at),
    privacyPolicy: `${settings.siteUrl}${localizedPath("/privacy-policy", language)}`,
  };
  const body = [
    ...texts.body(form, facts),
    "",
    site.company.name,
    ...formatAddress(site),
    site.phone.display,
  ];
  return {
    from: settings.from,
    to: address,
    replyTo: teamRecipient(type, settings),
    subject: texts.subject(form, facts),
    text: `${body.join("\n")}\n`,
    messageId: `<${jobId}@${domainOf(settings.from)}>`,
    headers: { "X-Enquiry-Reference": enquiry.reference },
  };
}

/**
 * A mail to a member of staff about a lead: which lead, a sentence about it and a link to it in the
 * staff console. The visitor's details stay in the console, behind its sign-in, not in another mailbox.
 */
function staffLeadMail(
  enquiry: StoredEnquiry,
  jobId: string,
  recipient: string | null,
  settings: MailSettings,
  words: { subject: (company: string) => string; news: string; link: string },
): OutgoingMail | undefined {
  const address = recipient === null ? undefined : safeAddress(recipient);
  if (!address) return undefined;
  const company = oneLine(storedFields(enquiry).company ?? "", 80);
  const body = [
    `${FORM_TITLES[enquiry.type as EnquiryType]} ${enquiry.reference}${company ? ` from ${company}` : ""} ${words.news}`,
    `Received: ${englishTime(enquiry.created_at)}`,
    "",
    `${words.link}: ${settings.siteUrl}${leadHref(enquiry.reference)}`,
  ];
  return {
    from: settings.from,
    to: address,
    subject: oneLine(words.subject(company), 160),
    text: `${body.join("\n")}\n`,
    messageId: `<${jobId}@${domainOf(settings.from)}>`,
    headers: { "X-Enquiry-Reference": enquiry.reference },
  };
}

/** Tells a member of staff a lead is now theirs. */
function ownerMail(enquiry: StoredEnquiry, jobId: string, recipient: string | null, settings: MailSettings) {
  return staffLeadMail(enquiry, jobId, recipient, settings, {
    subject: (company) => `Lead ${enquiry.reference} assigned to you${company ? `: ${company}` : ""}`,
    news: "is now yours.",
    link: "Open it in the staff console",
  });
}

/** A lead that had no reply or status change within its first-response target: its owner, then the escalation contact. */
function overdueMail(
  enquiry: StoredEnquiry,
  jobId: string,
  recipient: string | null,
  settings: MailSettings,
) {
  return staffLeadMail(enquiry, jobId, recipient, settings, {
    subject: (company) =>
      `Overdue: lead ${enquiry.reference}${company ? ` from ${company}` : ""} is waiting for a first response`,
    news: "has had no reply and no change of status within its first-response target.",
    link: "Answer it, or give it to someone who can",
  });
}

/** A reply written on a lead's page, as `replyMail` needs it. */
export type WrittenReply = {
  reference: string;
  senderName: string;
  replyTo: string;
  recipient: string;
  subject: string;
  body: string;
};

/**
 * A reply from a lead's page to the person who wrote in: from the sender's name at the site's own
 * address (so it passes the domain's mail checks), answers going to the sender. Plain text as written.
 */
export function replyMail(
  reply: WrittenReply,
  jobId: string,
  settings: MailSettings,
): OutgoingMail | undefined {
  const to = safeAddress(reply.recipient);
  const replyTo = safeAddress(reply.replyTo);
  if (!to || !replyTo) return undefined;
  const siteAddress = /<([^<>]+)>\s*$/.exec(settings.from)?.[1] ?? settings.from;
  return {
    from: { name: oneLine(`${reply.senderName}, ${settings.site.company.name}`, 120), address: siteAddress },
    to,
    replyTo: { name: oneLine(reply.senderName, 100), address: replyTo },
    subject: oneLine(reply.subject, 160),
    text: `${multiLine(reply.body)}\n`,
    messageId: `<${jobId}@${domainOf(settings.from)}>`,
    headers: { "X-Enquiry-Reference": reply.reference },
  };
}

/** A plain-text mail to a member of staff about their own account; undefined without a usable address. */
function staffAccountMail(
  recipient: string,
  subject: string,
  body: string[],
  jobId: string,
  settings: MailSettings,
): OutgoingMail | undefined {
  const address = safeAddress(recipient);
  if (!address) return undefined;
  return {
    from: settings.from,
    to: address,
    subject,
    text: `${["Hello,", "", ...body].join("\n")}\n`,
    messageId: `<${jobId}@${domainOf(settings.from)}>`,
    headers: {},
  };
}

/**
 * A member of staff's password reset link (valid `hours`). Plain text with nothing but the link,
 * so a mail sent to the wrong hands offers no more than the link itself.
 */
export function passwordResetMail(
  recipient: string,
  token: string,
  hours: number,
  jobId: string,
  settings: MailSettings,
): OutgoingMail | undefined {
  const company = settings.site.company.name;
  return staffAccountMail(
    recipient,
    `Reset your ${company} staff console password`,
    [
      `Someone asked to reset the password of your ${company} staff console account. To choose a new password, open this link within ${hours} hour${hours === 1 ? "" : "s"}; it works once:`,
      "",
      `${settings.siteUrl}${passwordResetHref(token)}`,
      "",
      "Setting a new password signs you out everywhere. If you did not ask for this, ignore this message: your password stays as it is.",
    ],
    jobId,
    settings,
  );
}

/**
 * Tells a person a passkey was added to their account (issue 30, item 2): one added from a stolen
 * session would otherwise go unnoticed, and outlive the session.
 */
export function passkeyAddedMail(
  recipient: string,
  jobId: string,
  settings: MailSettings,
): OutgoingMail | undefined {
  const company = settings.site.company.name;
  return staffAccountMail(
    recipient,
    `A passkey was added to your ${company} staff console account`,
    [
      `A passkey was just added to your ${company} staff console account. You can now sign in with it.`,
      "",
      "If you did not add it, sign in, remove it on your account page and sign out everywhere, then tell an admin:",
      "",
      `${settings.siteUrl}${STAFF_ACCOUNT_PATH}`,
    ],
    jobId,
    settings,
  );
}

/**
 * An invitation to the staff console (issue 31): the link of its own, made as this mail is written,
 * and when it stops working. Nothing of the inviter's choosing is in it but the address it goes to.
 */
export function invitationMail(
  recipient: string,
  link: { token: string; expiresAt: string },
  jobId: string,
  settings: MailSettings,
): OutgoingMail | undefined {
  const company = settings.site.company.name;
  return staffAccountMail(
    recipient,
    `You are invited to the ${company} staff console`,
    [
      `You are invited to the ${company} staff console. To choose your name and password, open this link before ${englishTime(link.expiresAt)}; it works once:`,
      "",
      `${settings.siteUrl}${invitationHref(link.token)}`,
      "",
      "If you did not expect this, ignore this message: no account is made without the link.",
    ],
    jobId,
    settings,
  );
}

/** The mail a job of `kind` sends for `enquiry`; undefined when there is no one to send it to. */
export function buildMail(
  kind: Exclude<OutboxKind, StaffMailKind>,
  enquiry: StoredEnquiry,
  jobId: string,
  settings: MailSettings,
  { recipient = null, products = [] }: { recipient?: string | null; products?: ProductLine[] } = {},
): OutgoingMail | undefined {
  if (kind === "owner") return ownerMail(enquiry, jobId, recipient, settings);
  if (kind === "overdue") return overdueMail(enquiry, jobId, recipient, settings);
  return kind === "team"
    ? teamMail(enquiry, jobId, settings, recipient, products)
    : visitorMail(enquiry, jobId, settings);
}
