import { describe, expect, it } from "vitest";
import { CONFIRMATION_TEXTS } from "#server/enquiries/confirmation-texts.ts";
import { ENQUIRY_TYPES } from "#shared/enquiries/forms.ts";
import { LOCALES } from "#shared/i18n/locales.ts";

const facts = (received: string) => ({
  company: "Fenmoor Chemicals",
  reference: "FC-20261127-7K3F9Q",
  received,
  privacyPolicy: "https://www.fenmoor.example/privacy-policy",
});

describe("the confirmation texts", () => {
  it.each(LOCALES)(
    "%s: every form's subject and body name the company, the reference and the time received",
    (locale) => {
      const texts = CONFIRMATION_TEXTS[locale];
      const received = texts.received("2026-11-27T15:30:00.000Z");
      expect(received).toContain("15:30");
      for (const type of ENQUIRY_TYPES) {
        const form = texts.forms[type];
        const subject = texts.subject(form, facts(received));
        const body = texts.body(form, facts(received)).join("\n");
        expect(subject).toContain("Fenmoor Chemicals");
        expect(subject).toContain("(FC-20261127-7K3F9Q)");
        expect(body).toContain(form);
        expect(body).toContain(received);
        expect(body).toContain("FC-20261127-7K3F9Q");
        expect(body).toContain("https://www.fenmoor.example/privacy-policy");
      }
    },
  );

  it("gives the time in each language's words, London time", () => {
    const summer = "2026-07-01T09:05:00.000Z";
    expect(CONFIRMATION_TEXTS.en.received(summer)).toBe("1 July 2026 at 10:05 BST");
    expect(CONFIRMATION_TEXTS.de.received(summer)).toBe("1. Juli 2026 um 10:05 Uhr (Ortszeit London)");
    expect(CONFIRMATION_TEXTS.fr.received(summer)).toBe("1er juillet 2026 à 10:05 (heure de Londres)");
    expect(CONFIRMATION_TEXTS.fr.received("2026-11-27T15:30:00.000Z")).toBe(
      "27 novembre 2026 à 15:30 (heure de Londres)",
    );
    expect(CONFIRMATION_TEXTS.es.received(summer)).toBe("1 de julio de 2026 a las 10:05 (hora de Londres)");
    // Spanish: "a la una", but "a las once" and "a las trece".
    expect(CONFIRMATION_TEXTS.es.received("2026-11-27T01:05:00.000Z")).toContain(" a la 1:05 ");
    expect(CONFIRMATION_TEXTS.es.received("2026-11-27T11:05:00.000Z")).toContain(" a las 11:05 ");
    expect(CONFIRMATION_TEXTS.es.received("2026-11-27T13:05:00.000Z")).toContain(" a las 13:05 ");
  });
});
