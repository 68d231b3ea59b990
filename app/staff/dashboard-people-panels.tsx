import { Link } from "react-router";
import { allOfPanelHref } from "#shared/staff/dashboard-panels.ts";
import { LEAD_INBOX_PATH } from "#shared/staff/leads/paths.ts";
import { LEAD_STATUS_LABELS, OPEN_LEAD_STATUSES } from "#shared/staff/leads/status.ts";
import { STAFF_AUDIT_PATH, STAFF_USERS_PATH } from "#shared/staff/paths.ts";
import { DashboardPanel } from "./dashboard-panel.tsx";
import type { failedMailPanel, invitationPanel, leadPanel, signInPanel } from "./dashboard-people.server.ts";
import { LeadsChart } from "./leads-chart.tsx";

type Data<Read extends (...args: never[]) => Promise<unknown>> = Awaited<ReturnType<Read>>;

/** The sales figures as a list of terms and numbers; each open status links to the inbox filtered by it. */
export function LeadPanel({ leads }: { leads: Data<typeof leadPanel> }) {
  return (
    <DashboardPanel
      id="leads"
      title="Leads"
      filled
      empty=""
      more={{ href: LEAD_INBOX_PATH, label: "Open the lead inbox" }}
    >
      <dl className="staff-figures">
        <div>
          <dt>New today</dt>
          <dd>{leads.today}</dd>
        </div>
        <div>
          <dt>New in the last 7 days</dt>
          <dd>{leads.lastSevenDays}</dd>
        </div>
        {OPEN_LEAD_STATUSES.map((status) => (
          <div key={status}>
            <dt>
              Open, status{" "}
              <Link to={`${LEAD_INBOX_PATH}?status=${status}`}>{LEAD_STATUS_LABELS[status]}</Link>
            </dt>
            <dd>{leads.open[status]}</dd>
          </div>
        ))}
        <div>
          <dt>Open and unassigned</dt>
          <dd>{leads.unassigned}</dd>
        </div>
        <div>
          <dt>Oldest open lead</dt>
          <dd>{leads.oldestOpen ? `${leads.oldestOpen.age} old (${leads.oldestOpen.at})` : "None open"}</dd>
        </div>
      </dl>
      <LeadsChart weeks={leads.weeks} />
    </DashboardPanel>
  );
}

export function InvitationPanel({ invitations }: { invitations: Data<typeof invitationPanel> }) {
  return (
    <DashboardPanel
      id="invitations"
      title="Pending invitations"
      filled={invitations.items.length > 0}
      empty="No invitation is waiting to be accepted."
      rest={{ count: invitations.total - invitations.items.length, href: STAFF_USERS_PATH }}
      more={{ href: STAFF_USERS_PATH, label: "Manage people and invitations" }}
    >
      <ul className="staff-panel-list">
        {invitations.items.map((invitation) => (
          <li key={invitation.email}>
            {invitation.email}{" "}
            <span className="staff-hint">
              {invitation.role}; {invitation.expired ? "expired" : "expires"} {invitation.expires}
            </span>
          </li>
        ))}
      </ul>
    </DashboardPanel>
  );
}

export function FailedMailPanel({ mails }: { mails: Data<typeof failedMailPanel> }) {
  return (
    <DashboardPanel
      id="failedMails"
      title="Mails not delivered"
      filled={mails.items.length > 0}
      empty="Every mail has been delivered to the mail server."
      rest={{ count: mails.total - mails.items.length, href: allOfPanelHref("failedMails") }}
    >
      <ul className="staff-panel-list">
        {mails.items.map((mail) => (
          <li key={mail.key}>
            {mail.kind}
            {mail.leadHref && mail.reference ? (
              <>
                {" "}
                for <Link to={mail.leadHref}>{mail.reference}</Link>
              </>
            ) : null}{" "}
            <span className="staff-hint">
              {mail.attempts} failed {mail.attempts === 1 ? "attempt" : "attempts"}: {mail.lastError}.{" "}
              {mail.next ? `Next try ${mail.next}.` : "Given up."}
            </span>
          </li>
        ))}
      </ul>
    </DashboardPanel>
  );
}

export function SignInPanel({ signIns }: { signIns: Data<typeof signInPanel> }) {
  return (
    <DashboardPanel
      id="signIns"
      title="Recent sign-ins"
      filled={signIns.length > 0}
      empty="Nobody has signed in yet."
      more={{ href: `${STAFF_AUDIT_PATH}?kind=sign-in`, label: "All sign-ins in the audit log" }}
    >
      <ul className="staff-panel-list">
        {signIns.map((signIn) => (
          <li key={signIn.key}>
            {signIn.who} <span className="staff-hint">{signIn.at}</span>
          </li>
        ))}
      </ul>
    </DashboardPanel>
  );
}
