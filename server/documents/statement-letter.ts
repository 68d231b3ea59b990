import type { CertificationSlug } from "#shared/catalogue/facets.ts";
import type { StatementKind } from "#shared/documents/document-kinds.ts";
import { formatLongDate } from "#shared/site/date-format.ts";
import type { SiteIdentity } from "#shared/site/site-schema.ts";
import {
  drawLetterhead,
  finishPdf,
  keepTogether,
  openPdf,
  PDF_INK,
  PDF_MARGIN,
  PDF_MUTED,
  PDF_TEXT,
} from "../files/pdf-document.ts";
import type { Revision } from "./document-revisions.ts";
import type { DocumentProduct } from "./sds/sds-product.ts";

/** Who signs the statements: a role, as the company's letters name it. */
const STATEMENT_SIGNATORY = "Regulatory Affairs Manager";

const SITE = "Heronsgate Works";

const SUBJECTS: Record<StatementKind, string> = {
  halal: "Halal status",
  kosher: "Kosher status",
  reach: "REACH and UK REACH status",
  "food-contact": "Food contact status",
};

/** What each food status lets the letter confirm; only the statuses the product holds are stated. */
const FOOD_STATUSES: Partial<Record<CertificationSlug, string>> = {
  "eu-10-2011":
    "Its components are authorised under Regulation (EU) No 10/2011 on plastic materials and articles intended to come into contact with food. The maker of the finished article remains responsible for its compliance, migration limits included.",
  "fda-173-340":
    "Its components comply with 21 CFR 173.340 (defoaming agents used in processing foods), within the limits that section sets.",
  "fda-176-210":
    "Its components comply with 21 CFR 176.210 (defoaming agents used in the manufacture of paper and paperboard for food contact).",
  e900: "Its dimethylpolysiloxane meets the specification of E 900 in Regulation (EU) No 231/2012, for use as a food additive or processing aid within the conditions of Regulation (EC) No 1333/2008.",
};

function reference(product: DocumentProduct, status: CertificationSlug): string | undefined {
  return product.certifications.find((held) => held.status === status)?.reference ?? undefined;
}

function holds(product: DocumentProduct, status: CertificationSlug): boolean {
  return product.certifications.some((held) => held.status === status);
}

/** The letter's paragraphs: what the company confirms, from the statuses the product holds. */
function body(product: DocumentProduct, kind: StatementKind, identity: SiteIdentity): string[] {
  const name = product.name;
  const certificate = (status: CertificationSlug) => {
    const ref = reference(product, status);
    return ref ? ` under certificate ${ref}` : "";
  };
  const review =
    "The certification covers the formulation and raw materials approved by the certifying body and their production at our Heronsgate Works. Any change to them is agreed with the certifying body before it is made.";
  switch (kind) {
    case "halal":
      return [
        `We confirm that ${name}, made by ${identity.company.legalName} at ${SITE}, ${identity.address.town}, is certified Halal${certificate("halal")}.`,
        review,
        "This statement is valid while the certificate is in force. A copy of the current certificate is available on request.",
      ];
    case "kosher":
      return [
        `We confirm that ${name}, made by ${identity.company.legalName} at ${SITE}, ${identity.address.town}, is certified Kosher${certificate("kosher")}.`,
        ...(holds(product, "kosher-passover")
          ? [`${name} is also certified Kosher for Passover${certificate("kosher-passover")}.`]
          : []),
        review,
        "This statement is valid while the certificate is in force. A copy of the current certificate is available on request.",
      ];
    case "reach": {
      const registration = reference(product, "reach");
      return [
        `We confirm that every substance in ${name} is registered under Regulation (EC) No 1907/2006 (REACH) and under UK REACH for the uses we support, by us or by our suppliers${registration ? ` (our registration number ${registration})` : ""}, or is exempt from registration, as polymers are.`,
        `${name} contains no substance on the Candidate List of substances of very high concern at or above 0.1% by weight, and no substance restricted under Annex XVII for the uses we support.`,
        "We review the Candidate List each time it is updated and will tell customers if this changes.",
      ];
    }
    case "food-contact":
      return [
        `We confirm the following for ${name}, as supplied by ${identity.company.legalName}.`,
        ...Object.entries(FOOD_STATUSES)
          .filter(([status]) => holds(product, status as CertificationSlug))
          .map(([, text]) => text),
        "This statement concerns the product as supplied. The user remains responsible for the compliance of the finished food, material or article, and for using the product within the limits stated.",
      ];
  }
}

/** A regulatory statement as a signed-style letter on the company's letterhead (decision 050). */
export async function renderStatementLetter(
  product: DocumentProduct,
  kind: StatementKind,
  revision: Revision,
  identity: SiteIdentity,
): Promise<Buffer> {
  const subject = `${SUBJECTS[kind]} of ${product.name}`;
  const pdf = openPdf({ title: subject, identity });
  const { doc } = pdf;
  drawLetterhead(doc, identity);
  const date = formatLongDate(revision.date);
  doc.fillColor(PDF_TEXT).font("Helvetica").fontSize(10);
  doc.text(date, { align: "right" });
  doc.text(`Our reference: FC/${kind.toUpperCase()}/${product.slug.toUpperCase()}/${revision.version}`, {
    align: "right",
  });
  doc.moveDown(2);
  doc.text("To whom it may concern");
  doc.moveDown();
  doc.fillColor(PDF_INK).font("Helvetica-Bold").fontSize(12).text(subject);
  doc.moveDown();
  for (const paragraph of body(product, kind, identity)) {
    doc.fillColor(PDF_TEXT).font("Helvetica").fontSize(10).text(paragraph, { lineGap: 2 });
    doc.moveDown(0.7);
  }
  keepTogether(doc, 120);
  doc.moveDown();
  doc.text("Yours faithfully,");
  doc.moveDown(0.5);
  // The signature: the company's name in an italic hand over a line, as on the printed letters.
  doc.fillColor(PDF_INK).font("Times-Italic").fontSize(22).text(identity.company.name, { lineBreak: false });
  const lineY = doc.y + 28;
  doc
    .moveTo(PDF_MARGIN, lineY)
    .lineTo(PDF_MARGIN + 200, lineY)
    .strokeColor(PDF_MUTED)
    .stroke();
  doc.y = lineY + 6;
  doc.x = PDF_MARGIN;
  doc.fillColor(PDF_TEXT).font("Helvetica-Bold").fontSize(10).text(STATEMENT_SIGNATORY);
  doc.font("Helvetica").text(`For and on behalf of ${identity.company.legalName}`);
  return finishPdf(
    pdf,
    identity,
    (page, pages) =>
      `${SUBJECTS[kind]} · English · Version ${revision.version} · ${date} · Page ${page} of ${pages}`,
  );
}
