import { ukDateTime } from "#shared/content-editing/uk-time.ts";
import { UTM_PARAMETERS } from "#shared/enquiries/visit-source.ts";
import { LANGUAGE_NAMES_IN_ENGLISH } from "#shared/enquiries/visitor-language.ts";
import { LEAD_INBOX_PATH, leadHref, PERSONAL_DATA_PATH } from "#shared/staff/leads/paths.ts";
import { REPLY_TEMPLATE_PARAM } from "#shared/staff/leads/replies.ts";
import { workingSpan } from "#shared/staff/leads/response-target.ts";
import { ROUTING_ACTOR } from "#shared/staff/leads/routing.ts";
import { isHiddenStatus, LEAD_STATUS_LABELS, LEAD_TRANSITIONS } from "#shared/staff/leads/status.ts";
import type { LeadChange } from "#shared/staff/leads/timeline.ts";
import { ConfirmStep } from "../../staff/confirm-step.tsx";
import { LeadCountry } from "../../staff/lead-country.tsx";
import { StaffForm } from "../../staff/staff-form.tsx";
import { staffMeta } from "../../staff/staff-meta.ts";
import type { Route } from "./+types/enquiries-lead.ts";

export { action, loader } from "./enquiries-lead.server.ts";

export const meta: Route.MetaFunction = ({ params }) => staffMeta(`Lead ${params.reference}`);

function when(iso: string): string {
  return ukDateTime(iso);
}

type Mail = Route.ComponentProps["loaderData"]["lead"]["mails"][number];

function mailState(mail: Mail): string {
  if (mail.state === "sent") return `sent ${when(mail.at)}`;
  if (mail.state === "waiting") return `waiting since ${when(mail.since)}`;
  const retry = mail.retryAt ? `, tried again ${when(mail.retryAt)}` : ", not tried again";
  return `failed after ${mail.attempts} attempts: ${mail.reason}${retry}`;
}

type Lead = Route.ComponentProps["loaderData"]["lead"];
type Clock = Route.ComponentProps["loaderData"]["clock"];

/** Where the lead stands against the first-response target, in working time. */
function clockText(clock: Clock, targetHours: number): string {
  if (clock.state === "answered")
    return `after ${workingSpan(clock.minutes)} of working time (${clock.withinTarget ? "within" : "over"} the ${targetHours}-hour target)`;
  if (clock.state === "waiting")
    return `due by ${when(clock.dueAt)}: ${workingSpan(clock.minutesLeft)} of working time left`;
  if (clock.state === "overdue")
    return `overdue since ${when(clock.dueAt)}, by ${workingSpan(clock.minutesOver)} of working time`;
  return "—";
}

/** Who wrote, as the sales person calls them back: the name and company, or the reference once erased. */
function leadHeading(lead: Lead): string {
  if (lead.erasure || !lead.name) return `Lead ${lead.reference}`;
  return lead.company ? `${lead.name}, ${lead.company}` : lead.name;
}

/** A field as sent; an e-mail address or phone number is a link that writes or calls. */
function FieldValue({ field, countryName }: { field: Lead["fields"][number]; countryName: string }) {
  if (!field.value) return "—";
  if (field.kind === "email") return <a href={`mailto:${field.value}`}>{field.value}</a>;
  if (field.kind === "tel") return <a href={`tel:${field.value.replace(/[^\d+]/g, "")}`}>{field.value}</a>;
  if (field.kind === "country") return `${countryName} (${field.value})`;
  return field.value;
}

/** The visit's source as the lead page says it: where it landed, who referred it, its campaign tags. */
function VisitSourceText({ source }: { source: Lead["source"] }) {
  if (!source) return "Not known";
  const campaign = UTM_PARAMETERS.flatMap((key) => (source[key] ? [`${key} ${source[key]}`] : []));
  const parts = [
    source.landingPage && `landed on ${source.landingPage}`,
    source.referrerDomain && `referred by ${source.referrerDomain}`,
    campaign.length > 0 && campaign.join(", "),
  ].filter(Boolean);
  return parts.join("; ");
}

type Person = Route.ComponentProps["loaderData"]["people"][number];
type Answer = Route.ComponentProps["actionData"];

function Answer({ answer }: { answer: NonNullable<Answer> }) {
  return (
    <p
      className={answer.outcome === "done" || answer.outcome === "replied" ? "staff-notice" : "staff-error"}
      role="status"
    >
      {answer.message}
    </p>
  );
}

/**
 * The one form for status, owner and note (issue 32), beside the lead's fields: saved together,
 * or saved and on to the next lead of the inbox list it was opened from. Its answer shows here,
 * where the person pressed the button.
 */
function WorkForm(props: {
  lead: Lead;
  people: Person[];
  list: string;
  saved: string | null;
  answer: Answer;
}) {
  const { lead, people, list, saved, answer } = props;
  const statuses = [lead.status, ...LEAD_TRANSITIONS[lead.status]];
  // The current owner stays choosable even once they are deactivated, so saving keeps them.
  const owners = people.filter((person) => person.active || person.id === lead.ownerId);
  return (
    <aside className="staff-lead-work" aria-labelledby="work-heading">
      <h2 id="work-heading">Work on it</h2>
      {saved && !answer && (
        <p className="staff-notice" role="status">
          Saved {saved}. This is the next lead of the list.
        </p>
      )}
      <StaffForm intent="work" action={leadHref(lead.reference, list)} aria-label="Work on this lead">
        <input type="hidden" name="from" value={lead.status} />
        <input type="hidden" name="ownerFrom" value={lead.ownerId ?? ""} />
        <label>
          Status
          <select name="to" defaultValue={lead.status}>
            {statuses.map((status) => (
              <option key={status} value={status}>
                {LEAD_STATUS_LABELS[status]}
                {status === lead.status ? " (now)" : ""}
              </option>
            ))}
          </select>
        </label>
        <label>
          Owner
          <select name="owner" defaultValue={lead.ownerId ?? ""}>
            <option value="">Nobody</option>
            {owners.map((person) => (
              <option key={person.id} value={person.id}>
                {person.name} ({person.email})
              </option>
            ))}
          </select>
        </label>
        <label>
          Note (optional)
          <textarea name="text" rows={4} maxLength={5000} />
        </label>
        {answer && <Answer answer={answer} />}
        <p className="staff-inline">
          <button type="submit" name="after" value="stay" className="staff-button">
            Save
          </button>
          <button type="submit" name="after" value="next" className="staff-button staff-button--quiet">
            Save and next
          </button>
        </p>
      </StaffForm>
    </aside>
  );
}

type ReplyDraft = Route.ComponentProps["loaderData"]["reply"];

/**
 * The reply to the person who wrote in (issue 32): started from a template (a link, so it works
 * without JavaScript) or from nothing, sent from the owner's name with answers going to them.
 */
function ReplyForm(props: { lead: Lead; draft: ReplyDraft; list: string; answer: Answer }) {
  const { lead, draft, list } = props;
  const answer =
    props.answer?.outcome === "replied" || props.answer?.outcome === "reply-refused"
      ? props.answer
      : undefined;
  const refused = answer?.outcome === "reply-refused" ? answer : undefined;
  const own = leadHref(lead.reference, list);
  const withTemplate = (key: string) =>
    `${own}${own.includes("?") ? "&" : "?"}${REPLY_TEMPLATE_PARAM}=${key}#reply`;
  // A new draft (another template) is a new form, so its fields take the new text.
  const formKey = `${draft.subject}\n${draft.body}`;
  return (
    <section aria-labelledby="reply">
      <h2 id="reply">Reply to {lead.name || lead.email}</h2>
      <p className="staff-inline">
        <span>Start from:</span>
        {draft.templates.map((template) => (
          <a key={template.key} href={withTemplate(template.key)}>
            {template.name}
          </a>
        ))}
      </p>
      <StaffForm key={formKey} intent="reply" action={own} aria-label="Reply by e-mail">
        <p className="staff-hint">
          To {lead.email}, from {draft.sender.name}; answers go to {draft.sender.email}.
        </p>
        <label>
          Subject
          <input
            type="text"
            name="subject"
            required
            maxLength={160}
            defaultValue={refused?.subject ?? draft.subject}
          />
        </label>
        <label>
          Message
          <textarea
            name="body"
            rows={12}
            required
            maxLength={10000}
            defaultValue={refused?.body ?? draft.body}
          />
        </label>
        {answer && <Answer answer={answer} />}
        <p>
          <button type="submit" className="staff-button">
            Send reply
          </button>
        </p>
      </StaffForm>
    </section>
  );
}

export default function LeadPage({ loaderData, actionData }: Route.ComponentProps) {
  const {
    lead,
    related,
    people,
    mayWrite,
    list,
    saved,
    replies,
    reply,
    clock,
    targetHours,
    merges,
    mergeCandidate,
  } = loaderData;
  const workable = mayWrite && !lead.erasure && !isHiddenStatus(lead.status);
  const replySubjects = new Map(replies.map((sent) => [sent.id, sent.subject]));
  const names = new Map(people.map((person) => [person.id, person.name]));
  const nameOf = (id: string | null) => {
    if (id === ROUTING_ACTOR) return "the routing rules";
    return id ? (names.get(id) ?? "someone no longer listed") : "nobody";
  };
  const notes = new Map(lead.notes.map((note) => [note.id, note]));
  const changeText = (change: LeadChange): string => {
    if (change.kind === "status")
      return `status ${LEAD_STATUS_LABELS[change.from]} → ${LEAD_STATUS_LABELS[change.to]}`;
    if (change.kind === "owner") return `owner ${nameOf(change.from)} → ${nameOf(change.to)}`;
    if (change.kind === "note") return `note: ${notes.get(change.noteId)?.text ?? ""}`;
    if (change.kind === "reply") return `reply sent: ${replySubjects.get(change.replyId) ?? ""}`;
    if (change.kind === "merged") return `merged into ${change.into}`;
    if (change.kind === "merged-in") return `${change.from} merged into this lead`;
    return "personal data erased";
  };
  return (
    <>
      <p>
        <a href={LEAD_INBOX_PATH}>All enquiries</a>
      </p>
      <h1>{leadHeading(lead)}</h1>
      {!mayWrite && actionData && <Answer answer={actionData} />}
      {merges.mergedInto && (
        <p className="staff-notice">
          Merged into <a href={leadHref(merges.mergedInto)}>{merges.mergedInto}</a>: it is worked there.
        </p>
      )}
      {merges.mergedIn.length > 0 && (
        <p>
          Merged into this lead:{" "}
          {merges.mergedIn.map((reference, index) => (
            <span key={reference}>
              {index > 0 && ", "}
              <a href={leadHref(reference)}>{reference}</a>
            </span>
          ))}
          .
        </p>
      )}
      {lead.erasure && (
        <p className="staff-notice">
          Personal data erased {when(lead.erasure.at)} by {nameOf(lead.erasure.by)}.
        </p>
      )}
      <div className="staff-lead-layout">
        <div>
          <dl className="staff-fields">
            <dt>Reference</dt>
            <dd>{lead.reference}</dd>
            <dt>Form</dt>
            <dd>{lead.type}</dd>
            <dt>Received</dt>
            <dd>{when(lead.createdAt)}</dd>
            <dt>Sent from page</dt>
            <dd>{lead.sourcePage ?? "—"}</dd>
            <dt>Source</dt>
            <dd>
              <VisitSourceText source={lead.source} />
            </dd>
            <dt>Language</dt>
            <dd>{LANGUAGE_NAMES_IN_ENGLISH[lead.language]}</dd>
            <dt>Country</dt>
            <dd>
              <LeadCountry name={lead.countryName} hint={lead.countryHint} explained />
            </dd>
            <dt>Status</dt>
            <dd>{LEAD_STATUS_LABELS[lead.status]}</dd>
            <dt>Owner</dt>
            <dd>{nameOf(lead.ownerId)}</dd>
            <dt>First response</dt>
            <dd className={clock.state === "overdue" ? "staff-overdue" : undefined}>
              {clockText(clock, targetHours)}
            </dd>
            {lead.marketingConsent && (
              <>
                <dt>Marketing consent</dt>
                <dd>
                  {when(lead.marketingConsent.at)}: “{lead.marketingConsent.text}”
                </dd>
              </>
            )}
          </dl>
          <h2>As sent</h2>
          <dl className="staff-fields">
            {lead.fields.map((field) => (
              <div key={field.name}>
                <dt>{field.label}</dt>
                <dd>
                  {lead.erasure ? (
                    field.value || "—"
                  ) : (
                    <FieldValue field={field} countryName={lead.countryName} />
                  )}
                </dd>
              </div>
            ))}
          </dl>
          {lead.products.length > 0 && (
            <>
              <h2>Samples requested</h2>
              <table className="staff-table">
                <thead>
                  <tr>
                    <th scope="col">Product</th>
                    <th scope="col">Family</th>
                    <th scope="col">Quantity</th>
                    <th scope="col">Intended use</th>
                  </tr>
                </thead>
                <tbody>
                  {lead.products.map((line) => (
                    <tr key={line.slug}>
                      <td>{line.name}</td>
                      <td>{line.categoryName}</td>
                      <td>{line.quantity}</td>
                      <td>{line.use}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </>
          )}
          <h2>Notification mails</h2>
          {lead.mails.length === 0 ? (
            <p>No mails.</p>
          ) : (
            <ul>
              {lead.mails.map((mail) => (
                <li key={mail.id}>
                  {mail.kind} mail{mail.recipient ? ` to ${mail.recipient}` : ""}: {mailState(mail)}
                </li>
              ))}
            </ul>
          )}
        </div>
        {workable && (
          <WorkForm
            lead={lead}
            people={people}
            list={list}
            saved={saved}
            answer={
              actionData?.outcome === "done" || actionData?.outcome === "refused" ? actionData : undefined
            }
          />
        )}
      </div>
      {workable && lead.email && <ReplyForm lead={lead} draft={reply} list={list} answer={actionData} />}
      <h2>Timeline</h2>
      {lead.timeline.length === 0 ? (
        <p>No changes yet.</p>
      ) : (
        <ol>
          {lead.timeline.map((event) => (
            <li key={event.id}>
              {event.reference !== lead.reference && `${event.reference}: `}
              {when(event.at)}, {nameOf(event.actorId)}: {changeText(event.change)}
            </li>
          ))}
        </ol>
      )}
      <h2>Related leads</h2>
      {related.length === 0 ? (
        <p>None from the same address or company domain.</p>
      ) : (
        <ul>
          {related.map((other) => (
            <li key={other.reference}>
              <a href={leadHref(other.reference)}>{other.reference}</a> ({when(other.createdAt)},{" "}
              {other.match === "email" ? "same address" : "same company domain"},{" "}
              {LEAD_STATUS_LABELS[other.status]})
              {workable && !isHiddenStatus(other.status) && (
                <>
                  {" "}
                  <a
                    href={`${leadHref(lead.reference, list)}${list ? "&" : "?"}merge=${other.reference.toLowerCase()}#merge`}
                  >
                    Merge into this lead
                  </a>
                </>
              )}
            </li>
          ))}
        </ul>
      )}
      {workable && mergeCandidate && (
        <ConfirmStep
          id="merge"
          heading={`Merge ${mergeCandidate.reference} into this lead?`}
          intent="merge"
          fields={{ from: mergeCandidate.reference }}
          confirmLabel="Merge"
          formLabel={`Confirm merging ${mergeCandidate.reference}`}
          back={{ to: leadHref(lead.reference, list), label: "Keep them apart" }}
        >
          <p>
            {mergeCandidate.reference} ({mergeCandidate.name || mergeCandidate.email}) becomes Merged: out of
            the inbox's list and counts, its timeline shown with this lead's. Nothing of either is deleted.
          </p>
        </ConfirmStep>
      )}
      {lead.email && (
        <StaffForm
          intent="find"
          action={PERSONAL_DATA_PATH}
          className="staff-inline"
          aria-label="Personal data of this address"
        >
          <input type="hidden" name="email" value={lead.email} />
          <button type="submit" className="staff-button staff-button--quiet">
            Personal-data request for this address
          </button>
        </StaffForm>
      )}
    </>
  );
}
