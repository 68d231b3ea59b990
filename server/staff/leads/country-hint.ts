import { parsePhoneNumberFromString } from "libphonenumber-js/min";
import { countryName, isCountryCode } from "#shared/enquiries/countries.ts";

/** A guessed country, its English name, and where the guess comes from, as the lead page says it. */
export type CountryHint = { code: string; name: string; from: "phone" | "e-mail" };

/** Country-code top-level domains whose ISO 3166 code differs, or that are not a country's. */
const DOMAIN_CODES: Record<string, string | undefined> = { uk: "GB", eu: undefined, su: undefined };

/** The ISO code a phone number's international prefix names (`+49`, `0049`), if it has one. */
function fromPhone(phone: string): string | undefined {
  const international = phone.trim().replace(/^00/, "+");
  if (!international.startsWith("+")) return undefined;
  return parsePhoneNumberFromString(international)?.country;
}

/** The ISO code of an e-mail domain's country-code ending (`.de`, `.co.uk`); none for `.com`. */
function fromEmail(email: string): string | undefined {
  const ending = email.trim().toLowerCase().split(".").at(-1) ?? "";
  if (!email.includes("@") || ending.length !== 2) return undefined;
  const code = ending in DOMAIN_CODES ? DOMAIN_CODES[ending] : ending.toUpperCase();
  return code && isCountryCode(code) ? code : undefined;
}

/**
 * A guess at the country of a lead that did not give one (issue 32): the phone's prefix first (a
 * German number is a better sign than a `.com` address), then the e-mail's domain. Shown as a
 * guess ("probably DE"), never stored as the lead's country or used by a filter or a rule.
 */
export function countryHint(fields: Record<string, string>, email: string): CountryHint | undefined {
  const phone = fromPhone(fields.phone ?? "");
  if (phone) return { code: phone, name: countryName(phone, "en"), from: "phone" };
  const domain = fromEmail(email);
  return domain ? { code: domain, name: countryName(domain, "en"), from: "e-mail" } : undefined;
}
