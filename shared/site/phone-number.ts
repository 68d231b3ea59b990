/** The United Kingdom's country code, for numbers written the national way (`01632 960 418`). */
const UK_COUNTRY_CODE = "44";

/** E.164: a plus, then at most 15 digits, at least a country code and a few of the number. */
const E164 = /^\+[1-9]\d{6,14}$/;

/**
 * The number to dial (E.164, as `tel:` links and structured data take it) of a phone number as
 * the pages show it: `+44 (0)1632 960 418`, `0044 1632 960418` or `01632 960 418` all dial
 * +441632960418. The shown number is the only one stored, so the two can never disagree; a
 * number with anything but digits, spaces, dots, hyphens and brackets in it has none.
 */
export function dialingNumber(display: string): string | undefined {
  const written = display.trim();
  if (!/^\+?[\d\s().-]+$/.test(written)) return undefined;
  // The trunk prefix `(0)` is dialled only from inside the country, never after its code.
  const digits = written.replace(/\(0\)/g, "").replace(/\D/g, "");
  const international = written.startsWith("+")
    ? digits
    : digits.startsWith("00")
      ? digits.slice(2)
      : digits.startsWith("0")
        ? `${UK_COUNTRY_CODE}${digits.slice(1)}`
        : undefined;
  const number = international === undefined ? undefined : `+${international}`;
  return number !== undefined && E164.test(number) ? number : undefined;
}
