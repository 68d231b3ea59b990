import type { ReactNode } from "react";
import { m } from "#shared/i18n/paraglide/messages.js";
import { dialingNumber } from "#shared/site/phone-number.ts";
import { useSiteIdentity } from "../../site-identity.ts";

/** Phone and e-mail as links, in the definition list the contact panels share; `children` adds rows. */
export function ContactLines({ mailbox, children }: { mailbox: "sales" | "general"; children?: ReactNode }) {
  const { phone, email } = useSiteIdentity();
  return (
    <dl>
      <dt>{m.form_contact_phone()}</dt>
      <dd>
        <a href={`tel:${dialingNumber(phone.display)}`}>{phone.display}</a>
      </dd>
      <dt>{m.form_contact_email()}</dt>
      <dd>
        <a href={`mailto:${email[mailbox]}`}>{email[mailbox]}</a>
      </dd>
      {children}
    </dl>
  );
}
