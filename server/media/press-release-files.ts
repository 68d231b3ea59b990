import path from "node:path";
import { formatLongDate } from "#shared/site/date-format.ts";
import { siteConfig } from "#shared/site/site-config.ts";
import { CONTENT_DIR } from "../db/content-dir.ts";
import { writePdfDocument } from "../files/pdf-document.ts";
import { SHIPPED_IDENTITY } from "../site/published-identity.ts";
import { type PressReleaseRecord, pressReleasePdfPath, readPressReleases } from "./content-files.ts";

function aboutTheCompany(): string {
  const { company, address } = siteConfig;
  return `${company.legalName} makes foam control agents, silicone emulsions, release agents, lubricants and printing chemicals at its site in ${address.town}, ${address.county}, and has done so since ${company.founded}. It makes more than 200 products and supplies customers in more than 40 countries.`;
}

/** The printable release: its text, then the notes to editors every release carries. */
async function writePressRelease(release: PressReleaseRecord, paragraphs: string[], outDir: string) {
  await writePdfDocument(
    {
      // Made once by the build (decision 096).
      identity: SHIPPED_IDENTITY,
      title: release.name,
      subtitle: `Press release · For immediate release · ${formatLongDate(release.date)}`,
      sections: [
        { heading: `${siteConfig.address.town}, ${formatLongDate(release.date)}`, paragraphs },
        { heading: "Notes to editors", paragraphs: [aboutTheCompany()] },
        {
          heading: "Media enquiries",
          rows: [
            ["E-mail", siteConfig.email.general],
            ["Telephone", siteConfig.phone.display],
          ],
        },
      ],
    },
    path.join(outDir, pressReleasePdfPath(release.slug)),
  );
}

/** Writes every press release in content/media/ as a PDF under the build's file folder. */
export async function buildPressReleaseFiles(outDir: string): Promise<void> {
  for (const release of readPressReleases(CONTENT_DIR)) {
    // A release with an uploaded PDF (decision 070) links that file: there is nothing to print.
    if (release.body) await writePressRelease(release, release.body, outDir);
  }
}
