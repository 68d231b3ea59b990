/**
 * What a URL may not carry as it is: a `%` that starts no escape, anything outside printable ASCII
 * (controls, spaces, non-Latin-1 letters, which Node refuses in a header) and the characters RFC 3986
 * leaves out, the backslash among them (browsers read `/\host` as `//host`).
 */
const UNSAFE = /%(?![0-9A-Fa-f]{2})|[^\x21-\x7e]|["<>\\^`{|}]/gu;

/** An address percent-encoded as UTF-8 wherever it must be, its own escapes kept: safe in a Location header. */
export function percentEncodeAddress(address: string): string {
  // A lone surrogate cannot be UTF-8: it becomes U+FFFD rather than an exception.
  return address.replace(UNSAFE, (char) => encodeURIComponent(char.toWellFormed()));
}
