/**
 * Public mailbox providers: two people writing from one of these are not the same company, so
 * "other leads from this company" ignores them. A short list of the common ones, not a registry.
 */
const FREE_MAIL_DOMAINS: ReadonlySet<string> = new Set([
  "gmail.com",
  "googlemail.com",
  "outlook.com",
  "hotmail.com",
  "hotmail.co.uk",
  "live.com",
  "live.co.uk",
  "msn.com",
  "yahoo.com",
  "yahoo.co.uk",
  "icloud.com",
  "me.com",
  "aol.com",
  "proton.me",
  "protonmail.com",
  "gmx.com",
  "gmx.de",
  "web.de",
  "mail.com",
  "btinternet.com",
  "sky.com",
  "virginmedia.com",
  "talktalk.net",
  "zoho.com",
  "yandex.com",
  "qq.com",
]);

/** The company domain of an address, or undefined for a free-mail (or malformed) one. */
export function companyDomain(email: string): string | undefined {
  const domain = email.toLowerCase().split("@")[1];
  return domain && !FREE_MAIL_DOMAINS.has(domain) ? domain : undefined;
}
