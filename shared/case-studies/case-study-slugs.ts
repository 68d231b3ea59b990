/**
 * The case-study pages of the route table (spec 2.1), each at the top level of the site. The list
 * page shows the first four (spec 2.8); a-tale-of-blood is reached from related stories
 * (docs/decisions/007-case-studies-and-industry-pages.md).
 */
export const CASE_STUDY_SLUGS = [
  "component-recovery",
  "beating-the-cold",
  "improvement-witnessed",
  "a-star-performer",
  "a-tale-of-blood",
] as const;

/** Where the generated PDF of a case study lives under the file base. */
export function caseStudyPdfPath(slug: string): string {
  return `case-studies/${slug}.pdf`;
}
