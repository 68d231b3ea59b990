import { buildCaseStudyFiles } from "../case-studies/case-study-files.ts";
import { buildDatasheetFiles } from "../catalogue/datasheet-files.ts";
import { buildPressReleaseFiles } from "../media/press-release-files.ts";

/** Per-domain steps that write generated files (e.g. datasheets) into the build's file folder. */
export const fileBuilders: ((outDir: string) => Promise<void>)[] = [
  buildPressReleaseFiles,
  buildDatasheetFiles,
  buildCaseStudyFiles,
];
