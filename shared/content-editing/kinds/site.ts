import type { ConsoleKind } from "../console-kind.ts";
import { RECIPIENT_EDITOR_FIELDS, RecipientsFormSchema, SITE_EDITOR_FIELDS } from "../site-form.ts";

/** The single records of content/site.json (decisions 074, 075). */
export const SITE_CONSOLE: ConsoleKind = {
  name: "site",
  label: "Company identity",
  title: "Company identity",
  caption: "The company identity",
  titleHeading: "Title",
  single: true,
  fields: SITE_EDITOR_FIELDS,
  published: "Published: every page's header, footer and contact details show it now.",
  group: "Company",
  permission: "content:edit",
};

/** Operational, not content: only admins (decision 075). */
export const RECIPIENTS_CONSOLE: ConsoleKind = {
  name: "enquiry-recipients",
  label: "Enquiry recipients",
  title: "Enquiry recipients",
  caption: "Where each form's enquiries are mailed",
  titleHeading: "Title",
  intro: "Each form's enquiries are mailed to the address given for it, from the next enquiry on.",
  single: true,
  fields: RECIPIENT_EDITOR_FIELDS,
  form: RecipientsFormSchema,
  published: "Published: the next enquiry of each form is mailed to its address here.",
  group: "Settings",
  permission: "settings:recipients",
};
