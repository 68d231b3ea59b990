import { z } from "zod";

/** The reply templates the sales team edits (issue 32). */
export const REPLY_TEMPLATES_PATH = "/staff/reply-templates";

/** The lead page's query parameter that starts the reply from a template. */
export const REPLY_TEMPLATE_PARAM = "template";

/** What a template may name, filled in from the lead and its sender when it is chosen. */
export const REPLY_PLACEHOLDERS = {
  name: "the person's name",
  company: "their company",
  reference: "the lead's reference",
  sender: "the sender's name (the lead's owner)",
} as const;
type Placeholder = keyof typeof REPLY_PLACEHOLDERS;

/** A template's text with each `{placeholder}` filled in; an unknown one is left as typed. */
export function fillTemplate(text: string, values: Record<Placeholder, string>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? values[name as Placeholder] : whole,
  );
}

export const REPLY_MESSAGES = {
  subject: "Write a subject of up to 160 characters.",
  body: "Write the message, up to 10,000 characters.",
  name: "Name the template in up to 60 characters.",
  noAddress: "This lead has no e-mail address to reply to.",
} as const;

const subject = z.string().trim().min(1, REPLY_MESSAGES.subject).max(160, REPLY_MESSAGES.subject);
const body = z.string().trim().min(1, REPLY_MESSAGES.body).max(10_000, REPLY_MESSAGES.body);

/** A reply as written on the lead page. */
export const ReplySchema = z.object({ subject, body });

/** A template as saved on the templates page. */
export const ReplyTemplateSchema = z.object({
  name: z.string().trim().min(1, REPLY_MESSAGES.name).max(60, REPLY_MESSAGES.name),
  subject,
  body,
});
export type ReplyTemplateInput = z.infer<typeof ReplyTemplateSchema>;

/** The content file's shape: each template with its key, in the order the lead page offers them. */
export const ReplyTemplatesFileSchema = z.array(
  ReplyTemplateSchema.extend({ key: z.string().regex(/^[a-z0-9-]{1,40}$/) }),
);
