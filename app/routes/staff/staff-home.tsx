import { ROLE_LABELS } from "#shared/staff/roles.ts";
import { ContentPanels, TranslationPanel } from "../../staff/dashboard-content-panels.tsx";
import {
  FailedMailPanel,
  InvitationPanel,
  LeadPanel,
  SignInPanel,
} from "../../staff/dashboard-people-panels.tsx";
import { staffMeta } from "../../staff/staff-meta.ts";
import dashboardStyles from "../../staff/workspace.css?url";
import type { Route } from "./+types/staff-home.ts";

export { loader } from "./staff-home.server.ts";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: dashboardStyles }];

export const meta: Route.MetaFunction = () => staffMeta("Staff console");

/** The console's start page: who is signed in, and the panels their role admits (decided by the loader). */
export default function StaffHome({ loaderData }: Route.ComponentProps) {
  const { content, translations, leads, invitations, failedMails, signIns } = loaderData;
  return (
    <>
      <h1>Staff console</h1>
      <p>
        Signed in as {loaderData.name}, {ROLE_LABELS[loaderData.role]}.
      </p>
      <div className="staff-panels">
        {content && <ContentPanels content={content} />}
        {translations && <TranslationPanel translations={translations} />}
        {leads && <LeadPanel leads={leads} />}
        {invitations && <InvitationPanel invitations={invitations} />}
        {failedMails && <FailedMailPanel mails={failedMails} />}
        {signIns && <SignInPanel signIns={signIns} />}
      </div>
    </>
  );
}
