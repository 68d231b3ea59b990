import { enquiryRecipientsKind, RECIPIENTS_KEY } from "#server/site/site-kinds.ts";
import { RECIPIENTS_PATH } from "#shared/content-editing/console-paths.ts";
import { recordEditorValues } from "#shared/content-editing/editor-fields.ts";
import { RECIPIENT_EDITOR_FIELDS, RecipientsFormSchema } from "#shared/content-editing/site-form.ts";
import { fieldErrors } from "../../staff/content-editor.server.ts";
import { singleRecordEditor } from "../../staff/single-record-editor.server.ts";

const editor = singleRecordEditor({
  kind: enquiryRecipientsKind,
  key: RECIPIENTS_KEY,
  path: RECIPIENTS_PATH,
  fields: RECIPIENT_EDITOR_FIELDS,
  published: "Published: the next enquiry of each form is mailed to its address here.",
  values: (record) => recordEditorValues(RECIPIENT_EDITOR_FIELDS, record),
  validate(values) {
    const parsed = RecipientsFormSchema.safeParse(values);
    return parsed.success ? { fields: parsed.data } : { errors: fieldErrors(parsed.error) };
  },
});

export const { loader, action } = editor;
