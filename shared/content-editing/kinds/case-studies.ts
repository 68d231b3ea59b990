import { CASE_STUDY_SLUGS } from "../../case-studies/case-study-slugs.ts";
import { CASE_STUDY_EDITOR } from "../case-study-form.ts";
import type { ConsoleKind } from "../console-kind.ts";

export const CASE_STUDIES_CONSOLE: ConsoleKind = {
  name: "case-studies",
  label: "Case study",
  title: "Case studies",
  caption: "Case studies, in the site's order",
  titleHeading: "Name",
  order: "keys",
  keys: CASE_STUDY_SLUGS,
  fields: CASE_STUDY_EDITOR.fields,
  published: "Published: it is live on its page, the case studies page and the stories that relate to it.",
  group: "Content",
  permission: "content:edit",
};
