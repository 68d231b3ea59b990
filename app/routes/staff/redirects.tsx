import { Link } from "react-router";
import { REDIRECTS_PATH } from "#shared/content-editing/console-paths.ts";
import {
  REDIRECT_FIELD_LABELS,
  REDIRECT_ORIGIN_LABELS,
  type RedirectField,
} from "#shared/content-editing/redirect-form.ts";
import { ukDateTime } from "#shared/content-editing/uk-time.ts";
import { FieldError, StaffForm } from "../../staff/staff-form.tsx";
import { staffMeta } from "../../staff/staff-meta.ts";
import { RowAction, StaffTable } from "../../staff/staff-table.tsx";
import type { Route } from "./+types/redirects.ts";
import type { RedirectsActionData } from "./redirects.server.ts";

export { action, loader } from "./redirects.server.ts";

export const meta: Route.MetaFunction = () => staffMeta("Redirects");

const HINTS: Record<RedirectField, string> = {
  from: "A path on this site that no page answers at, e.g. /old-brochure.",
  to: "A path on this site, e.g. /products/fenfoam-v-15, or an https:// address.",
};

function changeHref(from: string): string {
  return `${REDIRECTS_PATH}?change=${encodeURIComponent(from)}`;
}

/** The add or change form: old and new address, with the server's messages beside them. */
function RedirectFields({
  id,
  values,
  errors,
}: {
  id: string;
  values: Record<RedirectField, string>;
  errors: Partial<Record<RedirectField, string>>;
}) {
  return (["from", "to"] as const).map((field) => {
    const hint = `${id}-${field}-hint`;
    const error = `${id}-${field}-error`;
    return (
      <label key={field}>
        {REDIRECT_FIELD_LABELS[field]}
        <input
          type="text"
          name={field}
          defaultValue={values[field]}
          required
          aria-invalid={errors[field] ? true : undefined}
          aria-describedby={errors[field] ? `${hint} ${error}` : hint}
        />
        <span id={hint} className="staff-hint">
          {HINTS[field]}
        </span>
        <FieldError id={error} message={errors[field]} />
      </label>
    );
  });
}

function Outcome({ answer }: { answer: RedirectsActionData | undefined }) {
  if (!answer || answer.outcome === "invalid") return null;
  const message =
    answer.outcome === "deleted"
      ? `Deleted the redirect from ${answer.from}.`
      : `${answer.outcome === "added" ? "Added" : "Changed"}: ${answer.from} now redirects to ${answer.to}.${
          answer.via ? ` ${answer.via} already redirects there, so it goes straight to ${answer.to}.` : ""
        }`;
  return (
    <p className="staff-notice" role="status">
      {message}
    </p>
  );
}

/** Every redirect of the site; the editors' own can be added, changed and deleted here. */
export default function Redirects({ loaderData, actionData }: Route.ComponentProps) {
  const { redirects, changing } = loaderData;
  const invalid = actionData?.outcome === "invalid" ? actionData : undefined;
  const empty = { from: "", to: "" };
  const changeOriginal = invalid?.original ?? (actionData ? null : (changing?.from ?? null));
  return (
    <>
      <h1>Redirects</h1>
      <p>
        Each old address answers with a permanent redirect (301) to its new address, in one hop. The fixed
        redirects of the site specification and those added when an address changed cannot be edited here.
      </p>
      <Outcome answer={actionData} />
      {changeOriginal !== null ? (
        <>
          <h2>Change the redirect from {changeOriginal}</h2>
          <StaffForm intent="change" aria-label="Change the redirect">
            <input type="hidden" name="original" value={changeOriginal} />
            <RedirectFields
              id="change"
              values={invalid?.values ?? { from: changeOriginal, to: changing?.to ?? "" }}
              errors={invalid?.errors ?? {}}
            />
            <p className="staff-inline">
              <button type="submit" className="staff-button">
                Save redirect
              </button>
              <Link to={REDIRECTS_PATH}>Cancel</Link>
            </p>
          </StaffForm>
        </>
      ) : (
        <>
          <h2>Add a redirect</h2>
          <StaffForm intent="add" aria-label="Add a redirect">
            <RedirectFields id="add" values={invalid?.values ?? empty} errors={invalid?.errors ?? {}} />
            <p>
              <button type="submit" className="staff-button">
                Add redirect
              </button>
            </p>
          </StaffForm>
        </>
      )}
      <h2>All redirects</h2>
      <StaffTable
        columns={[
          REDIRECT_FIELD_LABELS.from,
          REDIRECT_FIELD_LABELS.to,
          "Kind",
          "Added by, when",
          { hidden: "Actions" },
        ]}
      >
        {redirects.map((row) => (
          <tr key={`${row.origin} ${row.from}`}>
            <td>{row.from}</td>
            <td>{row.to}</td>
            <td>{REDIRECT_ORIGIN_LABELS[row.origin]}</td>
            <td>
              {row.createdAt ? `${row.createdBy ?? "Address change"}, ${ukDateTime(row.createdAt)}` : ""}
            </td>
            <td>
              {row.origin === "editor" ? (
                <div className="staff-inline">
                  <Link to={changeHref(row.from)} aria-label={`Change the redirect from ${row.from}`}>
                    Change
                  </Link>
                  <RowAction
                    intent="delete"
                    fields={{ original: row.from }}
                    label="Delete"
                    name={`Delete the redirect from ${row.from}`}
                  />
                </div>
              ) : null}
            </td>
          </tr>
        ))}
      </StaffTable>
    </>
  );
}
