import { describe, expect, it } from "vitest";
import {
  externalLinkAddress,
  isAllowedLinkAddress,
  LINK_ADDRESS_MESSAGE,
} from "#shared/content-editing/link-address.ts";

describe("a rich-text link's external address", () => {
  it("takes web and e-mail addresses, completing what people leave out", () => {
    expect(externalLinkAddress(" https://example.org/data sheet ")).toEqual({
      href: "https://example.org/data%20sheet",
    });
    expect(externalLinkAddress("http://example.org")).toEqual({ href: "http://example.org/" });
    expect(externalLinkAddress("www.example.org/page")).toEqual({ href: "https://www.example.org/page" });
    expect(externalLinkAddress("sales@example.org")).toEqual({ href: "mailto:sales@example.org" });
    expect(externalLinkAddress("mailto:sales@example.org?subject=FG")).toEqual({
      href: "mailto:sales@example.org?subject=FG",
    });
  });

  it("refuses every other scheme and what is no address", () => {
    for (const typed of [
      "javascript:alert(1)",
      "data:text/html,x",
      "ftp://example.org",
      "tel:+44",
      "",
      "hello",
      "mailto:nobody",
    ]) {
      expect(externalLinkAddress(typed), typed).toEqual({ error: LINK_ADDRESS_MESSAGE });
    }
  });
});

describe("the addresses a link may keep in the editor", () => {
  it("are site paths, http(s) and mailto", () => {
    for (const href of ["/products/fenfoam-s-120", "#top", "https://example.org", "mailto:a@example.org"]) {
      expect(isAllowedLinkAddress(href), href).toBe(true);
    }
    for (const href of ["javascript:alert(1)", "//evil.example", "/\\evil.example", "data:x", "tel:+44"]) {
      expect(isAllowedLinkAddress(href), href).toBe(false);
    }
  });
});
