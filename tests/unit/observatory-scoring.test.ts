import { describe, expect, it } from "vitest";
import {
  gradeOf,
  type Headers,
  type ObservatoryInput,
  score,
  type TestName,
} from "../../scripts/probe/observatory.ts";

const PAGE = "https://www.example.com/";
const POLICY =
  "default-src 'self'; script-src 'self' 'nonce-abc'; style-src 'self'; img-src 'self' data:; " +
  "object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'";

/** Headers of a page that passes every test, to vary one at a time. */
const GOOD: Headers = {
  "content-type": ["text/html; charset=utf-8"],
  "content-security-policy": [POLICY],
  "strict-transport-security": ["max-age=63072000; includeSubDomains"],
  "x-content-type-options": ["nosniff"],
  "x-frame-options": ["DENY"],
  "referrer-policy": ["strict-origin-when-cross-origin"],
  "cross-origin-resource-policy": ["same-origin"],
};

function scan(
  headers: Headers,
  options: { body?: string; httpRoute?: ObservatoryInput["httpRoute"]; cors?: Headers } = {},
) {
  return score({
    page: { url: PAGE, headers, body: options.body ?? '<script src="/assets/app.js"></script>' },
    verified: true,
    httpRoute: options.httpRoute ?? [
      { url: "http://www.example.com/", setCookies: [] },
      { url: PAGE, setCookies: [] },
    ],
    cors: { origin: "https://foreign.example", headers: options.cors ?? {} },
  });
}

function resultOf(card: ReturnType<typeof score>, test: TestName) {
  return card.tests.find((entry) => entry.test === test);
}

function without(name: string): Headers {
  const { [name]: _, ...rest } = GOOD;
  return rest;
}

describe("MDN HTTP Observatory scoring", () => {
  it("gives 100 plus the bonuses for CSP, framing via CSP, Referrer-Policy and CORP", () => {
    const card = scan(GOOD);
    // +5 CSP without unsafe sources, +5 frame-ancestors, +5 private referrer, +10 same-origin CORP.
    expect(card).toMatchObject({ score: 125, grade: "A+" });
    expect(resultOf(card, "cookies")).toEqual({ test: "cookies", result: "cookies-not-found", modifier: 0 });
  });

  it("counts style-src 'unsafe-inline' as neither bonus nor penalty", () => {
    const card = scan({
      ...GOOD,
      "content-security-policy": [POLICY.replace("style-src 'self'", "style-src 'self' 'unsafe-inline'")],
    });
    expect(resultOf(card, "content-security-policy")).toMatchObject({
      result: "csp-implemented-with-unsafe-inline-in-style-src-only",
      modifier: 0,
    });
    expect(card.score).toBe(120);
  });

  it("ignores 'unsafe-inline' in script-src beside a nonce, and penalises it alone", () => {
    const withNonce = POLICY.replace("'nonce-abc'", "'nonce-abc' 'unsafe-inline'");
    expect(
      resultOf(scan({ ...GOOD, "content-security-policy": [withNonce] }), "content-security-policy")
        ?.modifier,
    ).toBe(5);
    const alone = POLICY.replace("'nonce-abc'", "'unsafe-inline'");
    expect(
      resultOf(scan({ ...GOOD, "content-security-policy": [alone] }), "content-security-policy"),
    ).toMatchObject({ result: "csp-implemented-with-unsafe-inline", modifier: -20 });
  });

  it("gives 10 for default-src 'none' and takes 25 without a policy, which also loses the framing bonus", () => {
    const none = { ...GOOD, "content-security-policy": ["default-src 'none'; frame-ancestors 'none'"] };
    expect(resultOf(scan(none), "content-security-policy")?.modifier).toBe(10);
    const card = scan(without("content-security-policy"));
    expect(resultOf(card, "content-security-policy")?.modifier).toBe(-25);
    expect(resultOf(card, "x-frame-options")?.result).toBe("x-frame-options-sameorigin-or-deny");
    // 75 after penalties: below an A, so no bonuses.
    expect(card).toMatchObject({ score: 75, grade: "B" });
  });

  it("adds bonuses only when the score after penalties is at least 90", () => {
    expect(scan(without("x-content-type-options")).score).toBe(120);
    expect(scan(without("strict-transport-security"))).toMatchObject({ score: 80, grade: "B+" });
  });

  it("takes 10 for HSTS shorter than six months", () => {
    const card = scan({ ...GOOD, "strict-transport-security": ["max-age=86400"] });
    expect(resultOf(card, "strict-transport-security")?.modifier).toBe(-10);
  });

  it("rewards secure SameSite cookies and penalises a plain-HTTP cookie, less so under HSTS", () => {
    const secure = { ...GOOD, "set-cookie": ["__Host-XSRF-TOKEN=t; Path=/; SameSite=Lax; Secure"] };
    expect(resultOf(scan(secure), "cookies")?.modifier).toBe(5);
    const route = [
      { url: "http://www.example.com/", setCookies: ["XSRF-TOKEN=t; Path=/; SameSite=Lax"] },
      { url: PAGE, setCookies: [] },
    ];
    expect(resultOf(scan(secure, { httpRoute: route }), "cookies")).toMatchObject({
      result: "cookies-without-secure-flag-but-protected-by-hsts",
      modifier: -5,
    });
    const session = { ...GOOD, "set-cookie": ["sessionid=1; Secure; SameSite=Lax"] };
    expect(resultOf(scan(session), "cookies")?.modifier).toBe(-30);
  });

  it("requires plain HTTP to redirect to HTTPS on the same host first", () => {
    const stays = [{ url: "http://www.example.com/", setCookies: [] }];
    expect(resultOf(scan(GOOD, { httpRoute: stays }), "redirection")?.modifier).toBe(-20);
    const offHost = [
      { url: "http://example.com/", setCookies: [] },
      { url: PAGE, setCookies: [] },
    ];
    expect(resultOf(scan(GOOD, { httpRoute: offHost }), "redirection")?.modifier).toBe(-5);
  });

  it("rewards SRI on the site's own scripts and penalises foreign scripts without it", () => {
    const own = '<script type="module" src="/assets/app.js" integrity="sha384-x"></script>';
    expect(resultOf(scan(GOOD, { body: own }), "subresource-integrity")?.modifier).toBe(5);
    const foreign = '<script src="https://cdn.other.net/lib.js"></script>';
    expect(resultOf(scan(GOOD, { body: foreign }), "subresource-integrity")?.modifier).toBe(-5);
    const json = { ...GOOD, "content-type": ["application/json"] };
    expect(resultOf(scan(json, { body: "{}" }), "subresource-integrity")?.result).toBe(
      "sri-not-implemented-response-not-html",
    );
  });

  it("takes 50 when any origin may read the page with credentials", () => {
    const cors = {
      "access-control-allow-origin": ["https://foreign.example"],
      "access-control-allow-credentials": ["true"],
    };
    expect(resultOf(scan(GOOD, { cors }), "cross-origin-resource-sharing")?.modifier).toBe(-50);
  });

  it("grades by the score rounded down to a multiple of 5", () => {
    expect([135, 100, 99, 90, 89, 84, 64, 24, 0].map(gradeOf)).toEqual([
      "A+",
      "A+",
      "A",
      "A",
      "A-",
      "B+",
      "C+",
      "F",
      "F",
    ]);
  });
});
