import { ContactLines } from "./contact-lines.tsx";

/** The side panel beside a lead form: who answers and how else to reach them. */
export function TalkToUs({ mailbox }: { mailbox: "sales" | "general" }) {
  return (
    <aside className="talk-to-us" aria-labelledby="talk-to-us-title">
      <h2 id="talk-to-us-title">Prefer to talk?</h2>
      <p>Our technical sales team answers within one working day, Monday to Friday.</p>
      <ContactLines mailbox={mailbox} />
      <p className="muted">
        Every enquiry gets a reference and goes straight to a named specialist, not a call centre.
      </p>
    </aside>
  );
}
