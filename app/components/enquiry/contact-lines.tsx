import type { ReactNode } from "react";
import { useSiteIdentity } from "../../site-identity.ts";

/** Phone and e-mail as links, in the definition list the contact panels share; `children` adds rows. */
export function ContactLines({ mailbox, children }: { mailbox: "sales" | "general"; children?: ReactNode }) {
  const { phone, email } = useSiteIdentity();
  return (
    <dl>
      <dt>Phone</dt>
      <dd>
        <a href={`tel:${phone.tel}`}>{phone.display}</a>
      </dd>
      <dt>E-mail</dt>
      <dd>
        <a href={`mailto:${email[mailbox]}`}>{email[mailbox]}</a>
      </dd>
      {children}
    </dl>
  );
}
