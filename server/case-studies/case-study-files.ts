import path from "node:path";
import { caseStudyPdfPath } from "#shared/case-studies/case-study-slugs.ts";
import { siteConfig } from "#shared/site/site-config.ts";
import { CONTENT_DIR } from "../db/content-dir.ts";
import { writePdfDocument } from "../files/pdf-document.ts";
import { SHIPPED_IDENTITY } from "../site/published-identity.ts";
import { readCaseStudies } from "./content-files.ts";

/** Writes every case study of content/case-studies/ as a printable PDF under the build's file folder. */
export async function buildCaseStudyFiles(outDir: string): Promise<void> {
  for (const study of readCaseStudies(CONTENT_DIR)) {
    await writePdfDocument(
      {
        // Made once by the build (decision 096).
        identity: SHIPPED_IDENTITY,
        title: study.title,
        subtitle: `Case study · ${study.customer}`,
        sections: [
          { heading: "The challenge", paragraphs: study.challenge },
          { heading: "Our solution", paragraphs: study.solution },
          {
            heading: "The outcome",
            paragraphs: study.outcome,
            rows: study.figures.map((figure) => [figure.label, figure.value]),
          },
          {
            heading: "Talk to us",
            paragraphs: [
              `To discuss a similar problem, call ${siteConfig.phone.display} or write to ${siteConfig.email.sales}.`,
            ],
          },
        ],
      },
      path.join(outDir, caseStudyPdfPath(study.slug)),
    );
  }
}
