import type { ReactNode, Ref } from "react";
import { Link } from "react-router";
import { StaffForm } from "./staff-form.tsx";

/**
 * The confirmation step of an act that should never be one click (deactivating a person, taking a
 * page down): a section
 * of its own page, reached by a link, whose button posts the intent with `confirm=yes`. Works
 * without JavaScript; the action refuses the intent without the confirmation.
 */
export function ConfirmStep(props: {
  id: string;
  heading: string;
  /** The heading, for a step that takes the focus when it opens. */
  headingRef?: Ref<HTMLHeadingElement>;
  intent: string;
  /** Hidden fields posted with the confirmation; a list repeats its name (the ticked items of a list). */
  fields: { readonly [name: string]: string | readonly string[] };
  confirmLabel: string;
  formLabel: string;
  back: { to: string; label: string };
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={props.id} className="staff-form">
      <h2 id={props.id} ref={props.headingRef} tabIndex={props.headingRef ? -1 : undefined}>
        {props.heading}
      </h2>
      {props.children}
      <StaffForm intent={props.intent} aria-label={props.formLabel} className="staff-inline">
        {Object.entries(props.fields).flatMap(([name, value]) =>
          (typeof value === "string" ? [value] : value).map((one) => (
            <input key={`${name}-${one}`} type="hidden" name={name} value={one} />
          )),
        )}
        <input type="hidden" name="confirm" value="yes" />
        <button type="submit" className="staff-button">
          {props.confirmLabel}
        </button>{" "}
        <Link to={props.back.to}>{props.back.label}</Link>
      </StaffForm>
    </section>
  );
}
