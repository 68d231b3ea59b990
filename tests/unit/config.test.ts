import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../../server/config.ts";

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
  ])("names the variable that is wrong (%o)", (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });
});
