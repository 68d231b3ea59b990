import { Form } from "react-router";
import { leadHref, PERSONAL_DATA_PATH, personalDataHref } from "../../../shared/staff/leads/paths.ts";
import { StaffForm } from "../../staff/staff-form.tsx";
import { staffMeta } from "../../staff/staff-meta.ts";
import type { Route } from "./+types/enquiries-personal-data.ts";

export { action, loader } from "./enquiries-personal-data.server.ts";

export const meta: Route.MetaFunction = () => staffMeta("Personal-data requests");

export default function PersonalData({ loaderData, actionData }: Route.ComponentProps) {
  const { email, error, found } = loaderData;
  return (
    <>
      <h1>Personal-data requests</h1>
      <p>
        Find everything held about an e-mail address, give it to the person as a file, or erase it: typed
        fields are anonymised and a record of the erasure (when, by whom) is kept.
      </p>
      {actionData?.outcome === "erased" && (
        <p className="staff-notice" role="status">
          Erased the personal data of {actionData.email} from {actionData.references.length}{" "}
          {actionData.references.length === 1 ? "enquiry" : "enquiries"}.
        </p>
      )}
      {actionData?.outcome === "refused" && (
        <p className="staff-error" role="status">
          {actionData.message}
        </p>
      )}
      <Form method="get" action={PERSONAL_DATA_PATH} className="staff-form" aria-label="Find personal data">
        <label>
          Email
          <input
            type="email"
            name="email"
            required
            defaultValue={email}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "personal-data-email-error" : undefined}
          />
          {error && (
            <span id="personal-data-email-error" className="staff-error">
              {error}
            </span>
          )}
        </label>
        <p>
          <button type="submit" className="staff-button">
            Find
          </button>
        </p>
      </Form>
      {found && (
        <>
          <h2>Held about {email}</h2>
          {found.enquiries.length === 0 && found.notesMentioning === 0 ? (
            <p>Nothing is held about this address.</p>
          ) : (
            <>
              <ul>
                {found.enquiries.map((lead) => (
                  <li key={lead.reference}>
                    <a href={leadHref(lead.reference)}>{lead.reference}</a> ({lead.type},{" "}
                    {lead.createdAt.slice(0, 10)}){lead.erased ? ", erased" : ""}
                  </li>
                ))}
              </ul>
              <p>Notes on other leads that mention the address: {found.notesMentioning}.</p>
              <p>
                <a href={personalDataHref(email, true)} download>
                  Download as JSON
                </a>
              </p>
              <h2>Erase</h2>
              <StaffForm intent="erase" aria-label="Erase this person's data">
                <input type="hidden" name="email" value={email} />
                <label>
                  <input type="checkbox" name="confirm" value="yes" required />
                  Yes, erase the personal data of {email}; this cannot be undone
                </label>
                <p>
                  <button type="submit" className="staff-button">
                    Erase
                  </button>
                </p>
              </StaffForm>
            </>
          )}
        </>
      )}
    </>
  );
}
