import { leadHref, PERSONAL_DATA_DOWNLOAD_PATH } from "#shared/staff/leads/paths.ts";
import { FieldError, StaffForm } from "../../staff/staff-form.tsx";
import { staffMeta } from "../../staff/staff-meta.ts";
import type { Route } from "./+types/enquiries-personal-data.ts";
import type { PersonalDataFound, ShownMention } from "./enquiries-personal-data.server.ts";

export { action, loader } from "./enquiries-personal-data.server.ts";

export const meta: Route.MetaFunction = () => staffMeta("Personal-data requests");

const EMAIL_ERROR_ID = "personal-data-email-error";

/** Other leads' free text naming the address: the person handling the request reads each. */
function Mentions({ mentions }: { mentions: ShownMention[] }) {
  return (
    <ul>
      {mentions.map((mention) => (
        <li key={`${mention.reference} ${mention.label} ${mention.text}`}>
          <a href={leadHref(mention.reference)}>{mention.reference}</a>, {mention.label}: “{mention.text}”
        </li>
      ))}
    </ul>
  );
}

function Held({ email, found }: { email: string; found: PersonalDataFound }) {
  if (found.enquiries.length === 0 && found.mentions.length === 0) {
    return <p>Nothing is held about this address.</p>;
  }
  return (
    <>
      <ul>
        {found.enquiries.map((lead) => (
          <li key={lead.reference}>
            <a href={leadHref(lead.reference)}>{lead.reference}</a> ({lead.type},{" "}
            {lead.createdAt.slice(0, 10)}){lead.erased ? ", erased" : ""}
          </li>
        ))}
      </ul>
      {found.mentions.length > 0 && (
        <>
          <h3>Mentioned in other leads</h3>
          <p>
            Read each: it may say more about the person than the address. Erasing takes the address out of
            them.
          </p>
          <Mentions mentions={found.mentions} />
        </>
      )}
      <StaffForm
        intent="download"
        action={PERSONAL_DATA_DOWNLOAD_PATH}
        reloadDocument
        className="staff-inline"
        aria-label="Download this person's data"
      >
        <input type="hidden" name="email" value={email} />
        <button type="submit" className="staff-button staff-button--quiet">
          Download as JSON
        </button>
      </StaffForm>
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
  );
}

export default function PersonalData({ actionData }: Route.ComponentProps) {
  const email = actionData?.email ?? "";
  const error = actionData?.outcome === "invalid" ? actionData.error : undefined;
  const found = actionData && "found" in actionData ? actionData.found : null;
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
      {actionData?.outcome === "erased" && actionData.redacted.length > 0 && (
        <section aria-label="Mentions the address was taken out of">
          <p>
            The address was taken out of these texts of other leads; check what else they say about the
            person:
          </p>
          <Mentions mentions={actionData.redacted} />
        </section>
      )}
      {actionData?.outcome === "refused" && (
        <p className="staff-error" role="status">
          {actionData.message}
        </p>
      )}
      <StaffForm intent="find" aria-label="Find personal data">
        <label>
          Email
          <input
            type="email"
            name="email"
            required
            defaultValue={email}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? EMAIL_ERROR_ID : undefined}
          />
          <FieldError id={EMAIL_ERROR_ID} message={error} />
        </label>
        <p>
          <button type="submit" className="staff-button">
            Find
          </button>
        </p>
      </StaffForm>
      {found && (
        <>
          <h2>Held about {email}</h2>
          <Held email={email} found={found} />
        </>
      )}
    </>
  );
}
