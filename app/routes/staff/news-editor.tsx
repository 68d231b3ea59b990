import { Link } from "react-router";
import { NEWS_LIST_PATH } from "../../../shared/content-editing/console-paths.ts";
import { NEWS_FIELD_LABELS, type NewsField } from "../../../shared/content-editing/news-form.ts";
import { REVISION_ACTION_LABELS } from "../../../shared/content-editing/revisions.ts";
import { SHOWN_STATUS_LABELS } from "../../../shared/content-editing/status.ts";
import { RichTextField } from "../../staff/rich-text-field.tsx";
import { FieldError, StaffForm } from "../../staff/staff-form.tsx";
import { staffMeta } from "../../staff/staff-meta.ts";
import type { Route } from "./+types/news-editor.ts";

export { action, loader } from "./news-editor.server.ts";

export const meta: Route.MetaFunction = ({ loaderData }) =>
  staffMeta(loaderData?.entry ? `Edit: ${loaderData.entry.working.name}` : "New news item");

const when = (iso: string) => `${iso.slice(0, 16).replace("T", " ")} UTC`;

/** One news item's editor: its fields as the news page labels them, then Save draft, Preview, Publish. */
export default function NewsEditor({ loaderData, actionData }: Route.ComponentProps) {
  const { entry, history, done } = loaderData;
  const saved = entry?.working;
  const value = (field: NewsField) =>
    actionData?.values[field] ?? (saved ? String(saved[field] ?? "") : field === "date" ? "" : "");
  const version = actionData?.version ?? entry?.version ?? 0;
  const error = (field: NewsField | "publishAt") => actionData?.errors[field];
  const described = (field: NewsField | "publishAt") => (error(field) ? `${field}-error` : undefined);
  const input = (
    field: "name" | "date" | "image" | "imageAlt",
    props: { type?: string; hint?: string } = {},
  ) => (
    <label>
      {NEWS_FIELD_LABELS[field]}
      {props.hint ? <span className="staff-hint">{props.hint}</span> : null}
      <input
        name={field}
        type={props.type ?? "text"}
        defaultValue={value(field)}
        aria-invalid={error(field) ? true : undefined}
        aria-describedby={described(field)}
      />
      <FieldError id={`${field}-error`} message={error(field)} />
    </label>
  );
  // A key per saved version, as the product editor has: after a restore the fields show the restored
  // record, not the values the form was first drawn with (which a Publish would otherwise send).
  const formKey = `${version}-${actionData ? "posted" : "saved"}`;
  return (
    <>
      <p>
        <Link to={NEWS_LIST_PATH}>All news</Link>
      </p>
      <h1>{saved ? saved.name : "New news item"}</h1>
      {entry ? (
        <p>
          Status: <strong>{SHOWN_STATUS_LABELS[entry.status]}</strong>
          {entry.publishAt ? ` (goes live at ${when(entry.publishAt)})` : ""}
          {entry.hasDraft && entry.live ? ". The draft below has changes that are not live yet." : ""}
        </p>
      ) : null}
      {done ? (
        <p className="staff-notice" role="status">
          {done}
        </p>
      ) : null}
      {actionData?.message ? (
        <p className="staff-error" role="alert">
          {actionData.message}
        </p>
      ) : null}
      <StaffForm key={formKey} className="staff-form staff-editor" aria-label="News item">
        <input type="hidden" name="version" value={version} />
        {input("name")}
        {input("date", { type: "date" })}
        <div className="staff-field">
          <label htmlFor="description" id="description-label">
            {NEWS_FIELD_LABELS.description}
          </label>
          <RichTextField
            id="description"
            name="description"
            labelId="description-label"
            defaultValue={value("description")}
            describedBy={described("description")}
          />
          <FieldError id="description-error" message={error("description")} />
        </div>
        {input("image", {
          hint: "Path under the file base, e.g. media/news/pilot-reactor.svg; empty for none.",
        })}
        {input("imageAlt", { hint: "What the picture shows, for people who cannot see it." })}
        <label>
          Publish at
          <span className="staff-hint">Optional, UK time: leave empty to publish now.</span>
          <input
            name="publishAt"
            type="datetime-local"
            defaultValue={actionData?.values.publishAt ?? ""}
            aria-invalid={error("publishAt") ? true : undefined}
            aria-describedby={described("publishAt")}
          />
          <FieldError id="publishAt-error" message={error("publishAt")} />
        </label>
        <div className="staff-buttons">
          <button className="staff-button staff-button--quiet" type="submit" name="intent" value="save">
            Save draft
          </button>
          <button className="staff-button staff-button--quiet" type="submit" name="intent" value="preview">
            Preview
          </button>
          <button className="staff-button" type="submit" name="intent" value="publish">
            Publish
          </button>
        </div>
      </StaffForm>
      {entry?.live ? (
        <StaffForm intent="unpublish" className="staff-inline" aria-label="Unpublish">
          <input type="hidden" name="version" value={version} />
          <button className="staff-button staff-button--quiet" type="submit">
            Unpublish
          </button>
        </StaffForm>
      ) : null}
      {history.length > 0 ? (
        <section aria-labelledby="history-title">
          <h2 id="history-title">History</h2>
          <div className="staff-scroll">
            <table className="staff-table">
              <thead>
                <tr>
                  <th scope="col">Version</th>
                  <th scope="col">What</th>
                  <th scope="col">Who and when</th>
                  <th scope="col">Restore</th>
                </tr>
              </thead>
              <tbody>
                {history.map((revision) => (
                  <tr key={revision.version}>
                    <td>{revision.version}</td>
                    <td>
                      {REVISION_ACTION_LABELS[revision.action]}: {revision.summary}
                    </td>
                    <td>
                      {revision.actorEmail ?? "Content files"}, {when(revision.at)}
                    </td>
                    <td>
                      {revision.restorable && revision.version !== version ? (
                        <StaffForm
                          intent="restore"
                          className="staff-inline"
                          aria-label={`Restore version ${revision.version}`}
                        >
                          <input type="hidden" name="version" value={version} />
                          <input type="hidden" name="revision" value={revision.version} />
                          <button className="staff-button staff-button--quiet" type="submit">
                            Restore
                          </button>
                        </StaffForm>
                      ) : null}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      ) : null}
    </>
  );
}
