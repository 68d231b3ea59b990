/**
 * The MDN HTTP Observatory's scoring rules (https://developer.mozilla.org/en-US/observatory/docs/tests_and_scoring,
 * as implemented by mdn/mdn-http-observatory), applied to responses the probe fetched itself: no network
 * here. Departures: policies and Referrer-Policy are read from headers only (the site sets no
 * `<meta http-equiv>`), and nothing on loopback is on the HSTS preload list, so its bonus never applies.
 */

/** Header values by lower-case name; a header sent twice has two values. */
export type Headers = Record<string, string[]>;

export type ObservatoryInput = {
  /** The scanned address over HTTPS, answered without a redirect. */
  page: { url: string; headers: Headers; body: string };
  /** Whether the HTTPS certificate chain verified (the probe trusts the certificate it made). */
  verified: boolean;
  /**
   * The plain-HTTP visit: the address and every redirect followed from it, with the cookies each set;
   * undefined when nothing answers on plain HTTP.
   */
  httpRoute: { url: string; setCookies: string[] }[] | undefined;
  /** The page asked for again with a foreign `Origin`. */
  cors: { origin: string; headers: Headers };
};

export type TestName =
  | "content-security-policy"
  | "cookies"
  | "cross-origin-resource-sharing"
  | "redirection"
  | "referrer-policy"
  | "strict-transport-security"
  | "subresource-integrity"
  | "x-content-type-options"
  | "x-frame-options"
  | "cross-origin-resource-policy";

type TestResult = { test: TestName; result: string; modifier: number };
export type Scorecard = { tests: TestResult[]; score: number; grade: string };

/** Every result a test can give and its score modifier (the Observatory's score table). */
const MODIFIERS = {
  "csp-implemented-with-no-unsafe-default-src-none": 10,
  "csp-implemented-with-no-unsafe": 5,
  "csp-implemented-with-unsafe-inline-in-style-src-only": 0,
  "csp-implemented-with-insecure-scheme-in-passive-content-only": -10,
  "csp-implemented-with-unsafe-eval": -10,
  "csp-implemented-with-unsafe-inline": -20,
  "csp-implemented-with-insecure-scheme": -20,
  "csp-header-invalid": -25,
  "csp-not-implemented": -25,
  "cookies-secure-with-httponly-sessions-and-samesite": 5,
  "cookies-secure-with-httponly-sessions": 0,
  "cookies-not-found": 0,
  "cookies-without-secure-flag-but-protected-by-hsts": -5,
  "cookies-session-without-secure-flag-but-protected-by-hsts": -10,
  "cookies-without-secure-flag": -20,
  "cookies-samesite-flag-invalid": -20,
  "cookies-anticsrf-without-samesite-flag": -20,
  "cookies-session-without-httponly-flag": -30,
  "cookies-session-without-secure-flag": -40,
  "cross-origin-resource-sharing-not-implemented": 0,
  "cross-origin-resource-sharing-implemented-with-public-access": 0,
  "cross-origin-resource-sharing-implemented-with-restricted-access": 0,
  "cross-origin-resource-sharing-implemented-with-universal-access": -50,
  "redirection-to-https": 0,
  "redirection-not-needed-no-http": 0,
  "redirection-off-host-from-http": -5,
  "redirection-not-to-https-on-initial-redirection": -10,
  "redirection-not-to-https": -20,
  "redirection-missing": -20,
  "redirection-invalid-cert": -20,
  "referrer-policy-private": 5,
  "referrer-policy-not-implemented": 0,
  "referrer-policy-unsafe": -5,
  "referrer-policy-header-invalid": -5,
  "hsts-implemented-max-age-at-least-six-months": 0,
  "hsts-implemented-max-age-less-than-six-months": -10,
  "hsts-not-implemented": -20,
  "hsts-header-invalid": -20,
  "hsts-invalid-cert": -20,
  "sri-implemented-and-all-scripts-loaded-securely": 5,
  "sri-implemented-and-external-scripts-loaded-securely": 5,
  "sri-not-implemented-response-not-html": 0,
  "sri-not-implemented-but-no-scripts-loaded": 0,
  "sri-not-implemented-but-all-scripts-loaded-from-secure-origin": 0,
  "sri-not-implemented-but-external-scripts-loaded-securely": -5,
  "sri-implemented-but-external-scripts-not-loaded-securely": -20,
  "sri-not-implemented-and-external-scripts-not-loaded-securely": -50,
  "x-content-type-options-nosniff": 0,
  "x-content-type-options-not-implemented": -5,
  "x-content-type-options-header-invalid": -5,
  "x-frame-options-implemented-via-csp": 5,
  "x-frame-options-sameorigin-or-deny": 0,
  "x-frame-options-allow-from-origin": 0,
  "x-frame-options-not-implemented": -20,
  "x-frame-options-header-invalid": -20,
  "corp-implemented-with-same-origin": 10,
  "corp-implemented-with-same-site": 10,
  "corp-implemented-with-cross-origin": 0,
  "corp-not-implemented": 0,
  "corp-header-invalid": -5,
} as const;

type Result = keyof typeof MODIFIERS;

/** Bonuses count only when the score after penalties is at least this (an A). */
const MINIMUM_SCORE_FOR_EXTRA_CREDIT = 90;
/** Grades by score rounded down to a multiple of 5, from 100 (A+) down. */
const GRADES: [number, string][] = [
  [100, "A+"],
  [90, "A"],
  [85, "A-"],
  [80, "B+"],
  [70, "B"],
  [65, "B-"],
  [60, "C+"],
  [50, "C"],
  [45, "C-"],
  [40, "D+"],
  [30, "D"],
  [25, "D-"],
  [0, "F"],
];
/** What the Observatory takes as six months of HSTS (a little under 15768000, as many sites send). */
const SIX_MONTHS = 15_552_000;

const BROAD = new Set(["ftp:", "http:", "https:", "*", "http://*", "http://*.*", "https://*", "https://*.*"]);
const INLINE = new Set(["'unsafe-inline'", "data:"]);
const BROAD_OR_INLINE = new Set([...BROAD, ...INLINE]);
const NONCE_OR_HASH = ["'sha256-", "'sha384-", "'sha512-", "'nonce-"];

export function score(input: ObservatoryInput): Scorecard {
  const csp = parseCsp(input.page.headers["content-security-policy"] ?? []);
  const hsts = hstsResult(input);
  const results: [TestName, Result][] = [
    ["content-security-policy", cspResult(csp, new URL(input.page.url).protocol === "https:")],
    ["cookies", cookiesResult(input, MODIFIERS[hsts] === 0)],
    ["cross-origin-resource-sharing", corsResult(input.cors)],
    ["redirection", redirectionResult(input)],
    ["referrer-policy", referrerResult(input.page.headers["referrer-policy"] ?? [])],
    ["strict-transport-security", hsts],
    ["subresource-integrity", sriResult(input.page)],
    ["x-content-type-options", xctoResult(first(input.page.headers, "x-content-type-options"))],
    ["x-frame-options", xfoResult(first(input.page.headers, "x-frame-options"), csp)],
    ["cross-origin-resource-policy", corpResult(first(input.page.headers, "cross-origin-resource-policy"))],
  ];
  const tests = results.map(([test, result]) => ({ test, result, modifier: MODIFIERS[result] }));
  const penalties = tests.reduce((sum, { modifier }) => sum + Math.min(modifier, 0), 0);
  const all = tests.reduce((sum, { modifier }) => sum + modifier, 0);
  const total = Math.max(0, 100 + penalties >= MINIMUM_SCORE_FOR_EXTRA_CREDIT ? 100 + all : 100 + penalties);
  return { tests, score: total, grade: gradeOf(total) };
}

export function gradeOf(total: number): string {
  const rounded = Math.min(total - (total % 5), 100);
  return GRADES.find(([floor]) => rounded >= floor)?.[1] ?? "F";
}

function first(headers: Headers, name: string): string | undefined {
  return headers[name]?.[0];
}

type Csp = Map<string, Set<string>>;

/** Directives of the policy; null when a header is there but cannot be read. */
function parseCsp(values: string[]): Csp | null | undefined {
  const policies = values.flatMap((value) => value.split(",")).map((policy) => policy.trim());
  if (policies.length === 0) return undefined;
  const csp: Csp = new Map();
  for (const policy of policies) {
    for (const directive of policy.split(";")) {
      const [name, ...sources] = directive.trim().split(/\s+/);
      if (!name) continue;
      if (!/^[a-z-]+$/i.test(name)) return null;
      // The first occurrence of a directive is the one browsers apply.
      if (!csp.has(name.toLowerCase())) {
        csp.set(name.toLowerCase(), new Set(sources.map((source) => source.toLowerCase())));
      }
    }
  }
  return csp.size === 0 ? null : csp;
}

function cspResult(csp: Csp | null | undefined, https: boolean): Result {
  if (csp === undefined) return "csp-not-implemented";
  if (csp === null) return "csp-header-invalid";
  const fallback = (name: string) => new Set(csp.get(name) ?? csp.get("default-src") ?? ["*"]);
  const scriptSrc = fallback("script-src");
  const styleSrc = fallback("style-src");
  const objectSrc = fallback("object-src");
  // Browsers ignore 'unsafe-inline' next to a nonce or hash.
  for (const sources of [scriptSrc, styleSrc]) {
    if (hasNonceOrHash(sources)) sources.delete("'unsafe-inline'");
  }
  if (scriptSrc.has("'strict-dynamic'")) {
    if (!hasNonceOrHash(scriptSrc)) return "csp-header-invalid";
    for (const source of scriptSrc) {
      const broad = [...BROAD].some((scheme) => source.startsWith(scheme));
      if (broad || source === "'self'" || source === "'unsafe-inline'") scriptSrc.delete(source);
    }
  }
  const passive = ["img-src", "media-src"];
  const active = [
    ...[...csp]
      .filter(([name]) => !passive.includes(name) && name !== "script-src")
      .flatMap(([, s]) => [...s]),
    ...scriptSrc,
  ];
  const passiveSources = passive.flatMap((name) => [...(csp.get(name) ?? csp.get("default-src") ?? [])]);
  const insecure = (source: string) => source.startsWith("http:") || source.startsWith("ftp:");

  if (
    [...scriptSrc].some((source) => BROAD_OR_INLINE.has(source)) ||
    [...objectSrc].some((s) => BROAD.has(s))
  )
    return "csp-implemented-with-unsafe-inline";
  if (https && active.some(insecure)) return "csp-implemented-with-insecure-scheme";
  if (scriptSrc.has("'unsafe-eval'") || styleSrc.has("'unsafe-eval'"))
    return "csp-implemented-with-unsafe-eval";
  if (https && passiveSources.some(insecure))
    return "csp-implemented-with-insecure-scheme-in-passive-content-only";
  if ([...styleSrc].some((source) => BROAD_OR_INLINE.has(source)))
    return "csp-implemented-with-unsafe-inline-in-style-src-only";
  const defaultSrc = csp.get("default-src");
  if (defaultSrc?.size === 1 && defaultSrc.has("'none'"))
    return "csp-implemented-with-no-unsafe-default-src-none";
  return "csp-implemented-with-no-unsafe";
}

function hasNonceOrHash(sources: Set<string>): boolean {
  return [...sources].some((source) => NONCE_OR_HASH.some((prefix) => source.startsWith(prefix)));
}

/** The worst finding wins; listed best to worst. */
const COOKIE_BADNESS: Result[] = [
  "cookies-without-secure-flag-but-protected-by-hsts",
  "cookies-without-secure-flag",
  "cookies-session-without-secure-flag-but-protected-by-hsts",
  "cookies-samesite-flag-invalid",
  "cookies-anticsrf-without-samesite-flag",
  "cookies-session-without-httponly-flag",
  "cookies-session-without-secure-flag",
];

type Cookie = { name: string; secure: boolean; httpOnly: boolean; sameSite: string | undefined };

function parseSetCookie(header: string): Cookie {
  const [pair = "", ...attributes] = header.split(";");
  const cookie: Cookie = {
    name: pair.split("=")[0]?.trim() ?? "",
    secure: false,
    httpOnly: false,
    sameSite: undefined,
  };
  for (const attribute of attributes) {
    const [key = "", value = ""] = attribute.split("=");
    const name = key.trim().toLowerCase();
    if (name === "secure") cookie.secure = true;
    else if (name === "httponly") cookie.httpOnly = true;
    else if (name === "samesite") cookie.sameSite = value.trim().toLowerCase();
  }
  return cookie;
}

function cookiesResult(input: ObservatoryInput, hstsPasses: boolean): Result {
  const headers = [
    ...(input.httpRoute ?? []).flatMap((hop) => hop.setCookies),
    ...(input.page.headers["set-cookie"] ?? []),
  ];
  // One jar: a cookie set again under the same name replaces the earlier one.
  const jar = new Map(headers.map((header) => parseSetCookie(header)).map((cookie) => [cookie.name, cookie]));
  if (jar.size === 0) return "cookies-not-found";
  let worst: Result | undefined;
  const note = (result: Result) => {
    if (worst === undefined || COOKIE_BADNESS.indexOf(result) > COOKIE_BADNESS.indexOf(worst)) worst = result;
  };
  for (const header of input.page.headers["set-cookie"] ?? []) {
    const sameSite = parseSetCookie(header).sameSite;
    if (sameSite !== undefined && !["lax", "strict", "none"].includes(sameSite))
      note("cookies-samesite-flag-invalid");
  }
  for (const cookie of jar.values()) {
    const lower = cookie.name.toLowerCase();
    const session = lower.includes("login") || lower.includes("sess");
    if (!cookie.secure && cookie.sameSite === "none") note("cookies-samesite-flag-invalid");
    if (!cookie.secure)
      note(hstsPasses ? "cookies-without-secure-flag-but-protected-by-hsts" : "cookies-without-secure-flag");
    if (lower.includes("csrf") && !cookie.sameSite) note("cookies-anticsrf-without-samesite-flag");
    if (session && !cookie.secure)
      note(
        hstsPasses
          ? "cookies-session-without-secure-flag-but-protected-by-hsts"
          : "cookies-session-without-secure-flag",
      );
    if (session && !cookie.httpOnly) note("cookies-session-without-httponly-flag");
  }
  if (worst) return worst;
  return [...jar.values()].every((cookie) => cookie.sameSite)
    ? "cookies-secure-with-httponly-sessions-and-samesite"
    : "cookies-secure-with-httponly-sessions";
}

function corsResult(cors: ObservatoryInput["cors"]): Result {
  const allowed = first(cors.headers, "access-control-allow-origin");
  if (!allowed) return "cross-origin-resource-sharing-not-implemented";
  if (allowed.trim() === "*") return "cross-origin-resource-sharing-implemented-with-public-access";
  const credentials = first(cors.headers, "access-control-allow-credentials")?.trim().toLowerCase();
  if (allowed === cors.origin && credentials === "true")
    return "cross-origin-resource-sharing-implemented-with-universal-access";
  return "cross-origin-resource-sharing-implemented-with-restricted-access";
}

function redirectionResult(input: ObservatoryInput): Result {
  const route = input.httpRoute?.map((hop) => new URL(hop.url));
  if (!route) return "redirection-not-needed-no-http";
  if (!input.verified) return "redirection-invalid-cert";
  if (route.length === 1) return "redirection-missing";
  if (route.at(-1)?.protocol !== "https:") return "redirection-not-to-https";
  if (route[1]?.protocol === "http:") return "redirection-not-to-https-on-initial-redirection";
  if (route[0]?.hostname !== route[1]?.hostname) return "redirection-off-host-from-http";
  return "redirection-to-https";
}

function referrerResult(values: string[]): Result {
  if (values.length === 0) return "referrer-policy-not-implemented";
  const safe = ["no-referrer", "same-origin", "strict-origin", "strict-origin-when-cross-origin"];
  const unsafe = ["origin", "origin-when-cross-origin", "unsafe-url", "no-referrer-when-downgrade"];
  // The last policy a browser understands is the one it applies.
  const policy = values
    .join(",")
    .split(",")
    .map((value) => value.trim().toLowerCase())
    .filter((value) => safe.includes(value) || unsafe.includes(value))
    .at(-1);
  if (policy === undefined) return "referrer-policy-header-invalid";
  return safe.includes(policy) ? "referrer-policy-private" : "referrer-policy-unsafe";
}

function hstsResult(input: ObservatoryInput): Result {
  if (!input.verified) return "hsts-invalid-cert";
  const header = first(input.page.headers, "strict-transport-security");
  if (header === undefined) return "hsts-not-implemented";
  if (header.includes(",")) return "hsts-header-invalid";
  const maxAge = header
    .split(";")
    .map((parameter) => parameter.trim().toLowerCase())
    .find((parameter) => parameter.startsWith("max-age="));
  if (maxAge === undefined) return "hsts-header-invalid";
  const seconds = Number.parseInt(maxAge.slice("max-age=".length), 10);
  if (Number.isNaN(seconds)) return "hsts-header-invalid";
  return seconds < SIX_MONTHS
    ? "hsts-implemented-max-age-less-than-six-months"
    : "hsts-implemented-max-age-at-least-six-months";
}

/** SRI order, best to worst. */
const SRI_BADNESS: Result[] = [
  "sri-implemented-and-all-scripts-loaded-securely",
  "sri-implemented-and-external-scripts-loaded-securely",
  "sri-implemented-but-external-scripts-not-loaded-securely",
  "sri-not-implemented-but-external-scripts-loaded-securely",
  "sri-not-implemented-and-external-scripts-not-loaded-securely",
  "sri-not-implemented-response-not-html",
];

function sriResult(page: ObservatoryInput["page"]): Result {
  const type = first(page.headers, "content-type")?.split(";")[0]?.trim().toLowerCase();
  if (type && type !== "text/html" && type !== "application/xhtml+xml")
    return "sri-not-implemented-response-not-html";
  const scripts = [...page.body.matchAll(/<script\b([^>]*)>/gi)].map((match) => attributesOf(match[1] ?? ""));
  if (scripts.length === 0) return "sri-not-implemented-but-no-scripts-loaded";
  const pageUrl = new URL(page.url);
  let result: Result | undefined;
  let foreign = false;
  const note = (next: Result) => {
    if (result === undefined || SRI_BADNESS.indexOf(next) > SRI_BADNESS.indexOf(result)) result = next;
  };
  for (const script of scripts) {
    const src = script.get("src");
    if (!src) continue;
    const integrity = Boolean(script.get("integrity"));
    const protocolRelative = /^\/\/[^/]/.test(src);
    const absolute = /^https?:\/\//i.test(src);
    const relative = !protocolRelative && !absolute;
    const sameSite =
      relative ||
      (absolute && registrableDomain(new URL(src).hostname) === registrableDomain(pageUrl.hostname));
    const secure =
      (absolute && new URL(src).protocol === "https:") || (relative && pageUrl.protocol === "https:");
    if (sameSite) {
      if (integrity && secure && result === undefined)
        result = "sri-implemented-and-all-scripts-loaded-securely";
      continue;
    }
    foreign = true;
    if (integrity && !secure) note("sri-implemented-but-external-scripts-not-loaded-securely");
    else if (!integrity && secure) note("sri-not-implemented-but-external-scripts-loaded-securely");
    else if (!integrity) note("sri-not-implemented-and-external-scripts-not-loaded-securely");
  }
  if (result) return result;
  return foreign
    ? "sri-implemented-and-external-scripts-loaded-securely"
    : "sri-not-implemented-but-all-scripts-loaded-from-secure-origin";
}

function attributesOf(tag: string): Map<string, string> {
  const attributes = new Map<string, string>();
  for (const match of tag.matchAll(/([^\s=/>]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g)) {
    attributes.set((match[1] ?? "").toLowerCase(), match[2] ?? match[3] ?? match[4] ?? "");
  }
  return attributes;
}

/** The last two labels of a host name: close enough to the public-suffix rule for a probe. */
function registrableDomain(hostname: string): string {
  return hostname.split(".").slice(-2).join(".");
}

function xctoResult(header: string | undefined): Result {
  if (header === undefined) return "x-content-type-options-not-implemented";
  return header.trim().toLowerCase() === "nosniff"
    ? "x-content-type-options-nosniff"
    : "x-content-type-options-header-invalid";
}

function xfoResult(header: string | undefined, csp: Csp | null | undefined): Result {
  if (csp?.has("frame-ancestors")) return "x-frame-options-implemented-via-csp";
  if (header === undefined) return "x-frame-options-not-implemented";
  const value = header.trim().toLowerCase();
  if (value === "deny" || value === "sameorigin") return "x-frame-options-sameorigin-or-deny";
  return value.startsWith("allow-from")
    ? "x-frame-options-allow-from-origin"
    : "x-frame-options-header-invalid";
}

function corpResult(header: string | undefined): Result {
  const value = header?.trim().toLowerCase();
  if (!value) return "corp-not-implemented";
  if (value === "same-origin") return "corp-implemented-with-same-origin";
  if (value === "same-site") return "corp-implemented-with-same-site";
  return value === "cross-origin" ? "corp-implemented-with-cross-origin" : "corp-header-invalid";
}
