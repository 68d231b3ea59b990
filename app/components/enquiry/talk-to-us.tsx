import { m } from "#shared/i18n/paraglide/messages.js";
import { ContactLines } from "./contact-lines.tsx";

/** The side panel beside a lead form: who answers and how else to reach them. */
export function TalkToUs({ mailbox }: { mailbox: "sales" | "general" }) {
  return (
    <aside className="talk-to-us" aria-labelledby="talk-to-us-title">
      <h2 id="talk-to-us-title">{m.form_talk_title()}</h2>
      <p>{m.form_talk_lead()}</p>
      <ContactLines mailbox={mailbox} />
      <p className="muted">{m.form_talk_reference()}</p>
    </aside>
  );
}
