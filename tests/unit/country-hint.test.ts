import { describe, expect, it } from "vitest";
import { countryHint } from "#server/staff/leads/country-hint.ts";

describe("a lead's country guessed from its phone number and e-mail address", () => {
  it("reads the phone number's international prefix first", () => {
    expect(countryHint({ phone: "+49 30 1234567" }, "j.mueller@example.com")).toEqual({
      code: "DE",
      name: "Germany",
      from: "phone",
    });
    expect(countryHint({ phone: "0043 1 234567" }, "info@werk.de")).toEqual({
      code: "AT",
      name: "Austria",
      from: "phone",
    });
  });

  it("falls back to the e-mail domain's country ending, .uk as GB", () => {
    expect(countryHint({ phone: "01234 567890" }, "buyer@coatings.co.uk")).toEqual({
      code: "GB",
      name: "United Kingdom",
      from: "e-mail",
    });
    expect(countryHint({}, "achats@chimie.fr")).toEqual({ code: "FR", name: "France", from: "e-mail" });
  });

  it("guesses nothing from a national number and a generic domain", () => {
    expect(countryHint({ phone: "01234 567890" }, "someone@example.com")).toBeUndefined();
    expect(countryHint({ phone: "" }, "office@agency.eu")).toBeUndefined();
  });
});
