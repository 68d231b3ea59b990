import { data } from "react-router";
import { servicesContext } from "#server/router-context.ts";
import { clientAddress, requireStaff, requireStaffForm } from "#server/staff/access.ts";
import { listReplyTemplates, saveReplyTemplate } from "#server/staff/leads/reply-templates.ts";
import { STAFF_PAGES } from "#shared/staff/console-routes.ts";
import {
  REPLY_TEMPLATES_PATH,
  type ReplyTemplateInput,
  ReplyTemplateSchema,
} from "#shared/staff/leads/replies.ts";
import type { Route } from "./+types/reply-templates.ts";

/** What saving a template answers: which one, and its form back with messages when refused. */
export type ReplyTemplatesActionData =
  | { outcome: "saved"; key: string; name: string }
  | {
      outcome: "invalid";
      key: string;
      values: ReplyTemplateInput;
      errors: Partial<Record<keyof ReplyTemplateInput, string>>;
    };

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context, STAFF_PAGES[REPLY_TEMPLATES_PATH]);
  return { templates: await listReplyTemplates(context.get(servicesContext).database.db) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { database, staff } = context.get(servicesContext);
  const { user, form } = await requireStaffForm(request, context, REPLY_TEMPLATES_PATH);
  const key = String(form.get("key") ?? "");
  const values = {
    name: String(form.get("name") ?? ""),
    subject: String(form.get("subject") ?? ""),
    body: String(form.get("body") ?? ""),
  };
  const parsed = ReplyTemplateSchema.safeParse(values);
  if (!parsed.success) {
    const errors: Partial<Record<keyof ReplyTemplateInput, string>> = {};
    for (const issue of parsed.error.issues)
      errors[issue.path[0] as keyof ReplyTemplateInput] ??= issue.message;
    return data<ReplyTemplatesActionData>({ outcome: "invalid", key, values, errors }, { status: 400 });
  }
  if (!(await saveReplyTemplate(database.db, key, parsed.data, user.email, new Date()))) {
    throw data("No such template.", { status: 404 });
  }
  await staff.audit.record({
    kind: "reply-template-saved",
    actor: user,
    subject: key,
    address: clientAddress(context),
  });
  return { outcome: "saved", key, name: parsed.data.name } satisfies ReplyTemplatesActionData;
}
