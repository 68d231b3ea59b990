import type { EnquiryType } from "#shared/enquiries/forms.ts";
import type { Locale } from "#shared/i18n/locales.ts";

/** What a confirmation names: the site's own facts and the enquiry's reference, never the visitor's words. */
type ConfirmationFacts = {
  company: string;
  reference: string;
  /** When the enquiry was received, as `ConfirmationText.received` wrote it. */
  received: string;
  /** The privacy policy's address in the visitor's language. */
  privacyPolicy: string;
};

export type ConfirmationText = {
  /** Each form as the sentences name it, with the article the subject and body put before it. */
  forms: Record<EnquiryType, string>;
  /** An ISO time in the language's words, London time (the company's). */
  received: (iso: string) => string;
  subject: (form: string, facts: ConfirmationFacts) => string;
  /** The body up to the signature, one entry a line. */
  body: (form: string, facts: ConfirmationFacts) => string[];
};

const LONDON = "Europe/London";

/** The day and the time of `iso` in London, in a language's own format. */
function londonDayAndTime(tag: string, iso: string): { day: string; time: string } {
  const at = new Date(iso);
  return {
    day: new Intl.DateTimeFormat(tag, { dateStyle: "long", timeZone: LONDON }).format(at),
    time: new Intl.DateTimeFormat(tag, { timeStyle: "short", timeZone: LONDON }).format(at),
  };
}

/** "27 November 2026 at 15:30 GMT", as the confirmation and the team's mails have always said it. */
export function englishTime(iso: string): string {
  const at = new Date(iso);
  const dayAndTime = new Intl.DateTimeFormat("en-GB", {
    dateStyle: "long",
    timeStyle: "short",
    timeZone: LONDON,
  });
  const zone = new Intl.DateTimeFormat("en-GB", { timeZone: LONDON, timeZoneName: "short" })
    .formatToParts(at)
    .find((part) => part.type === "timeZoneName")?.value;
  return `${dayAndTime.format(at)} ${zone ?? "UTC"}`;
}

// French sets a no-break space before : ; ? and !, so they never start a line.
const NBSP = "\u00a0";

/**
 * The visitor's confirmation in each of the site's languages: one fixed text per form, the same
 * content in each (decision 027), formal address (Sie, vous, usted). A language or a form without
 * its text does not compile.
 */
export const CONFIRMATION_TEXTS: Record<Locale, ConfirmationText> = {
  en: {
    forms: {
      contact: "contact enquiry",
      sales: "sales enquiry",
      sample: "sample request",
      product: "product enquiry",
      expert: "expert enquiry",
    },
    received: englishTime,
    subject: (form, { company, reference }) => `Your ${form} to ${company} (${reference})`,
    body: (form, { company, reference, received, privacyPolicy }) => [
      "Hello,",
      "",
      `Thank you for your ${form} to ${company}. We received it on ${received}. Its reference is ${reference}.`,
      "",
      "What happens next: a member of our team will read it and get in touch with you shortly. If you want to add anything, reply to this e-mail and keep the reference in the subject.",
      "",
      "If you did not write to us, someone else gave your address: you can ignore this message.",
      `We handle enquiries as our privacy policy describes: ${privacyPolicy}`,
    ],
  },
  de: {
    // Every one an "Anfrage": feminine, so the sentences around them hold for each form.
    forms: {
      contact: "Kontaktanfrage",
      sales: "Vertriebsanfrage",
      sample: "Musteranfrage",
      product: "Produktanfrage",
      expert: "Expertenanfrage",
    },
    received: (iso) => {
      const { day, time } = londonDayAndTime("de-DE", iso);
      return `${day} um ${time} Uhr (Ortszeit London)`;
    },
    subject: (form, { company, reference }) => `Ihre ${form} an ${company} (${reference})`,
    body: (form, { company, reference, received, privacyPolicy }) => [
      "Guten Tag,",
      "",
      `vielen Dank für Ihre ${form} an ${company}. Wir haben Ihre Anfrage am ${received} erhalten. Die Referenznummer lautet ${reference}.`,
      "",
      "Wie geht es weiter? Ein Mitglied unseres Teams wird Ihre Anfrage prüfen und sich in Kürze bei Ihnen melden. Wenn Sie noch etwas ergänzen möchten, antworten Sie bitte auf diese E-Mail und behalten Sie die Referenznummer im Betreff bei.",
      "",
      "Falls Sie uns nicht geschrieben haben, hat jemand anderes Ihre E-Mail-Adresse angegeben. In diesem Fall können Sie diese Nachricht ignorieren.",
      `Wie wir mit Anfragen umgehen, erläutert unsere Datenschutzerklärung: ${privacyPolicy}`,
    ],
  },
  fr: {
    // Every one a "demande": feminine, so "reçue" and "elle" agree with each form.
    forms: {
      contact: "demande de contact",
      sales: "demande commerciale",
      sample: "demande d’échantillons",
      product: "demande d’information sur un produit",
      expert: "demande de conseil d’expert",
    },
    received: (iso) => {
      const { day, time } = londonDayAndTime("fr-FR", iso);
      // Intl writes "1 juillet"; French writes the first of the month "1er juillet".
      return `${day.replace(/^1 /, "1er ")} à ${time} (heure de Londres)`;
    },
    subject: (form, { company, reference }) => `Votre ${form} auprès de ${company} (${reference})`,
    body: (form, { company, reference, received, privacyPolicy }) => [
      "Bonjour,",
      "",
      `Nous vous remercions de votre ${form} auprès de ${company}. Nous l’avons bien reçue le ${received}${NBSP}; elle porte la référence ${reference}.`,
      "",
      `Et ensuite${NBSP}? Un membre de notre équipe va l’étudier et prendra contact avec vous dans les meilleurs délais. Si vous souhaitez apporter un complément, il vous suffit de répondre à cet e-mail en conservant la référence dans l’objet.`,
      "",
      `Si vous ne nous avez pas écrit, c’est que quelqu’un d’autre a indiqué votre adresse${NBSP}: vous pouvez ignorer ce message.`,
      `Nous traitons les demandes conformément à notre politique de confidentialité${NBSP}: ${privacyPolicy}`,
    ],
  },
  es: {
    // Every one a "consulta" or "solicitud": feminine, like the words that refer back to them.
    forms: {
      contact: "solicitud de contacto",
      sales: "consulta comercial",
      sample: "solicitud de muestras",
      product: "consulta sobre productos",
      expert: "consulta a un experto",
    },
    received: (iso) => {
      const { day, time } = londonDayAndTime("es-ES", iso);
      // "a la 1:05", but "a las 13:05": the article agrees with the hour.
      return `${day} ${/^0?1:/.test(time) ? "a la" : "a las"} ${time} (hora de Londres)`;
    },
    // The company first: "su consulta a un experto a …" would read badly.
    subject: (form, { company, reference }) => `${company}: su ${form} (${reference})`,
    body: (form, { company, reference, received, privacyPolicy }) => [
      "Estimado/a señor/a:",
      "",
      `Gracias por dirigirse a ${company}. Recibimos su ${form} el ${received}; su número de referencia es ${reference}.`,
      "",
      "Próximos pasos: un miembro de nuestro equipo revisará su mensaje y se pondrá en contacto con usted en breve. Si desea añadir algo, responda a este correo electrónico manteniendo la referencia en el asunto.",
      "",
      "Si usted no nos ha escrito, otra persona ha facilitado su dirección: puede ignorar este mensaje.",
      `Tratamos las consultas tal como se describe en nuestra política de privacidad: ${privacyPolicy}`,
    ],
  },
};
