import { ukDateTime } from "#shared/content-editing/uk-time.ts";
import { REPLY_PLACEHOLDERS } from "#shared/staff/leads/replies.ts";
import { FieldError, StaffForm } from "../../staff/staff-form.tsx";
import { staffMeta } from "../../staff/staff-meta.ts";
import type { Route } from "./+types/reply-templates.ts";

export { action, loader } from "./reply-templates.server.ts";

export const meta: Route.MetaFunction = () => staffMeta("Reply templates");

const FIELDS = [
  { name: "name", label: "Name" },
  { name: "subject", label: "Subject" },
  { name: "body", label: "Message" },
] as const;

/** The replies' starting texts: each saved on its own, its answer beside its button. */
export default function ReplyTemplates({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <h1>Reply templates</h1>
      <p>
        A reply on a lead's page can start from one of these; whoever writes it changes what they need before
        sending. These words are filled in for the lead:
      </p>
      <ul>
        {Object.entries(REPLY_PLACEHOLDERS).map(([name, meaning]) => (
          <li key={name}>
            <code>{`{${name}}`}</code>: {meaning}
          </li>
        ))}
      </ul>
      {loaderData.templates.map((template) => {
        const answer = actionData?.key === template.key ? actionData : undefined;
        const invalid = answer?.outcome === "invalid" ? answer : undefined;
        const values = invalid?.values ?? template;
        const id = (field: string) => `${template.key}-${field}`;
        return (
          <section key={template.key} aria-labelledby={id("heading")}>
            <h2 id={id("heading")}>{template.name}</h2>
            {template.updatedBy && template.updatedAt && (
              <p className="staff-hint">
                Last changed by {template.updatedBy}, {ukDateTime(template.updatedAt)}
              </p>
            )}
            <StaffForm intent="save" aria-label={`Template ${template.name}`}>
              <input type="hidden" name="key" value={template.key} />
              {FIELDS.map((field) => (
                <label key={field.name} htmlFor={id(field.name)}>
                  {field.label}
                  {field.name === "body" ? (
                    <textarea
                      id={id("body")}
                      name="body"
                      rows={12}
                      defaultValue={values.body}
                      aria-invalid={invalid?.errors.body ? true : undefined}
                      aria-describedby={invalid?.errors.body ? id("body-error") : undefined}
                    />
                  ) : (
                    <input
                      id={id(field.name)}
                      type="text"
                      name={field.name}
                      defaultValue={values[field.name]}
                      aria-invalid={invalid?.errors[field.name] ? true : undefined}
                      aria-describedby={invalid?.errors[field.name] ? id(`${field.name}-error`) : undefined}
                    />
                  )}
                  <FieldError id={id(`${field.name}-error`)} message={invalid?.errors[field.name]} />
                </label>
              ))}
              {answer?.outcome === "saved" && (
                <p className="staff-notice" role="status">
                  Saved: the next reply that starts from {answer.name} uses it.
                </p>
              )}
              <p>
                <button type="submit" className="staff-button">
                  Save template
                </button>
              </p>
            </StaffForm>
          </section>
        );
      })}
    </>
  );
}
