import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "#server/config.ts";

describe("loadConfig", () => {
  it("uses the documented defaults", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      databaseUrl: undefined,
      fileBaseUrl: "/files",
      publicSiteUrl: "http://localhost:3000",
      logLevel: "info",
    });
    expect(config.dataDir).toMatch(/\/data$/);
  });

  it("sends no mail by default, and sends as the site's own domain", () => {
    expect(loadConfig({}).mail).toEqual({
      smtpUrl: undefined,
      from: "Fenmoor Chemicals website <no-reply@fenmoor-chemicals.example>",
      enquiryTo: undefined,
      confirmation: false,
      retryMs: 30_000,
      leaseMs: 120_000,
    });
  });

  it("pushes HubSpot destinations to HubSpot's API unless HUBSPOT_API_URL names another base", () => {
    expect(loadConfig({}).hubspot).toEqual({ apiUrl: "https://api.hubapi.com" });
    expect(loadConfig({ HUBSPOT_API_URL: "http://127.0.0.1:4010/" }).hubspot.apiUrl).toBe(
      "http://127.0.0.1:4010",
    );
    expect(() => loadConfig({ HUBSPOT_API_URL: "api.hubapi.com" })).toThrow(
      /^Invalid configuration: HUBSPOT_API_URL/,
    );
  });

  it("serves metrics on a loopback port of their own by default", () => {
    expect(loadConfig({}).metrics).toEqual({ enabled: true, port: 9464, host: "127.0.0.1" });
  });

  it("bounds every connection's time and count by default", () => {
    expect(loadConfig({}).connections).toEqual({
      headersTimeoutMs: 10_000,
      requestTimeoutMs: 30_000,
      idleTimeoutMs: 72_000,
      perAddress: 256,
    });
    expect(loadConfig({ HTTP_CONNECTIONS_PER_ADDRESS: "0" }).connections.perAddress).toBe(0);
  });

  it("drops trailing slashes from base addresses", () => {
    const config = loadConfig({
      FILE_BASE_URL: "https://cdn.example.com/site/",
      PUBLIC_SITE_URL: "https://www.example.com/",
    });
    expect(config.fileBaseUrl).toBe("https://cdn.example.com/site");
    expect(config.publicSiteUrl).toBe("https://www.example.com");
  });

  it.each([
    [{ PORT: "eighty" }, /^Invalid configuration: PORT: /],
    [{ PORT: "70000" }, /^Invalid configuration: PORT: /],
    [{ DATABASE_URL: "mysql://localhost/site" }, /^Invalid configuration: DATABASE_URL: must be a postgres/],
    [{ FILE_BASE_URL: "files" }, /^Invalid configuration: FILE_BASE_URL: /],
    [{ PUBLIC_SITE_URL: "not a url" }, /^Invalid configuration: PUBLIC_SITE_URL: /],
    [{ LOG_LEVEL: "chatty" }, /^Invalid configuration: LOG_LEVEL: /],
    [{ SMTP_URL: "http://mail.example.com" }, /^Invalid configuration: SMTP_URL: must be an smtp/],
    [{ MAIL_FROM: "Sales\r\nBcc: x@example.com" }, /^Invalid configuration: MAIL_FROM: /],
    [{ MAIL_CONFIRMATION: "yes" }, /^Invalid configuration: MAIL_CONFIRMATION: /],
    [{ MAIL_RETRY_MS: "soon" }, /^Invalid configuration: MAIL_RETRY_MS: /],
    [{ METRICS_PORT: "3000" }, /^Invalid configuration: METRICS_PORT: must differ from PORT/],
    [{ METRICS_PORT: "8080", PORT: "8080" }, /^Invalid configuration: METRICS_PORT: must differ from PORT/],
    [{ METRICS: "loud" }, /^Invalid configuration: METRICS: /],
    [{ HTTP_REQUEST_TIMEOUT_MS: "0" }, /^Invalid configuration: HTTP_REQUEST_TIMEOUT_MS: /],
    [{ HTTP_IDLE_TIMEOUT_MS: "forever" }, /^Invalid configuration: HTTP_IDLE_TIMEOUT_MS: /],
    [{ HTTP_CONNECTIONS_PER_ADDRESS: "-1" }, /^Invalid configuration: HTTP_CONNECTIONS_PER_ADDRESS: /],
    [
      { HTTP_HEADERS_TIMEOUT_MS: "60000", HTTP_REQUEST_TIMEOUT_MS: "30000" },
      /^Invalid configuration: HTTP_HEADERS_TIMEOUT_MS: must be at most HTTP_REQUEST_TIMEOUT_MS/,
    ],
    [{ TRUST_PROXY: "not-an-ip" }, /^Invalid configuration: TRUST_PROXY: /],
    [{ TRUST_PROXY: "10.0.0.0/33" }, /^Invalid configuration: TRUST_PROXY: /],
    [{ TRUST_PROXY: "loopback, 999.1.1.1" }, /^Invalid configuration: TRUST_PROXY: /],
    [{ HTTPS_REDIRECT: "yes" }, /^Invalid configuration: HTTPS_REDIRECT: /],
    [{ HTTPS_REDIRECT: "on" }, /^Invalid configuration: HTTPS_REDIRECT: needs an https:\/\/ PUBLIC_SITE_URL/],
  ])("names the variable that is wrong (%o)", (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });

  it("trusts no proxy and redirects nothing by default, for a service reached directly", () => {
    const config = loadConfig({});
    expect(config.trustProxy).toBe(false);
    expect(config.httpsRedirect).toBe(false);
  });

  it.each([
    ["true", true],
    ["false", false],
    ["2", 2],
    ["loopback", ["loopback"]],
    ["10.0.0.0/8, 192.168.1.7 ,::1, fd00::/8", ["10.0.0.0/8", "192.168.1.7", "::1", "fd00::/8"]],
  ])("reads TRUST_PROXY=%s", (value, setting) => {
    expect(loadConfig({ TRUST_PROXY: value }).trustProxy).toEqual(setting);
  });

  it("redirects to HTTPS only with an https:// public address and a proxy to say what was HTTPS", () => {
    const https = { HTTPS_REDIRECT: "on", PUBLIC_SITE_URL: "https://www.example.com" };
    expect(loadConfig({ ...https, TRUST_PROXY: "loopback" }).httpsRedirect).toBe(true);
    // The service speaks plain HTTP: without a trusted proxy every request would be redirected, forever.
    expect(() => loadConfig(https)).toThrow(/^Invalid configuration: HTTPS_REDIRECT: needs a TRUST_PROXY/);
  });
});
