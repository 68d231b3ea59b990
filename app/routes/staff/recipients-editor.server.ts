import { data } from "react-router";
import { servicesContext } from "../../../server/router-context.ts";
import { enquiryRecipientsKind, RECIPIENTS_KEY } from "../../../server/site/site-kinds.ts";
import { clientAddress, requireStaff, requireStaffForm } from "../../../server/staff/access.ts";
import { RECIPIENTS_PATH } from "../../../shared/content-editing/console-paths.ts";
import { RECIPIENT_EDITOR_FIELDS, RecipientsFormSchema } from "../../../shared/content-editing/site-form.ts";
import { STAFF_PAGES } from "../../../shared/staff/console-routes.ts";
import { contentEditorAction, fieldErrors, loadEditorEntry } from "../../staff/content-editor.server.ts";
import type { Route } from "./+types/recipients-editor.ts";

const PUBLISHED = "Published: the next enquiry of each form is mailed to its address here.";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context, STAFF_PAGES[RECIPIENTS_PATH]);
  const { contentEditing } = context.get(servicesContext);
  const editing = await loadEditorEntry(
    contentEditing,
    enquiryRecipientsKind,
    RECIPIENTS_KEY,
    request,
    PUBLISHED,
  );
  if (!editing) throw data("The enquiry recipients have not been loaded yet.", { status: 404 });
  return { editing, fixed: enquiryRecipientsKind.fixed };
}

export async function action({ request, context }: Route.ActionArgs) {
  return contentEditorAction({
    contentEditing: context.get(servicesContext).contentEditing,
    kind: enquiryRecipientsKind,
    key: RECIPIENTS_KEY,
    posted: await requireStaffForm(request, context, RECIPIENTS_PATH),
    address: clientAddress(context),
    fields: RECIPIENT_EDITOR_FIELDS,
    async validate(values) {
      const parsed = RecipientsFormSchema.safeParse(values);
      return parsed.success ? { fields: parsed.data } : { errors: fieldErrors(parsed.error) };
    },
    itemPath: () => RECIPIENTS_PATH,
  });
}
