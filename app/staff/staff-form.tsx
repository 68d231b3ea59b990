import type { ReactNode, Ref } from "react";
import { Form } from "react-router";
import { XSRF_FIELD } from "#shared/site/anti-forgery.ts";
import { INTENT_FIELD } from "#shared/staff/console-routes.ts";
import { useStaffLayout } from "./staff-data.ts";

type Props = {
  intent?: string;
  method?: "post" | "get";
  /** Another console page's address; the page's own by default. */
  action?: string;
  /** A plain browser submission, for an answer that is a file rather than a page. */
  reloadDocument?: boolean;
  className?: string;
  /** `multipart/form-data` for a form with a file. */
  encType?: "multipart/form-data";
  children: ReactNode;
  "aria-label"?: string;
  /** For controls outside the form that belong to it (`form=`): the comparison's choices in the history table. */
  id?: string;
  ref?: Ref<HTMLFormElement>;
};

/** A console form: a plain POST that works without JavaScript, carrying the anti-forgery token. */
export function StaffForm({ intent, method = "post", className = "staff-form", children, ...rest }: Props) {
  const { xsrfToken } = useStaffLayout();
  return (
    <Form method={method} className={className} {...rest}>
      {method === "post" && <input type="hidden" name={XSRF_FIELD} value={xsrfToken} />}
      {intent && <input type="hidden" name={INTENT_FIELD} value={intent} />}
      {children}
    </Form>
  );
}

/** A field's message, tied to its control by id. */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  return message ? (
    <span id={id} className="staff-error">
      {message}
    </span>
  ) : null;
}
