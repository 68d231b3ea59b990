import { type FormEvent, useEffect, useRef, useState } from "react";
import { Link, useSubmit } from "react-router";
import {
  ENQUIRY_FORMS,
  type FieldDefinition,
  type FieldErrors,
  validateEnquiry,
} from "#shared/enquiries/forms.ts";
import { OTHER_INDUSTRY } from "#shared/enquiries/options.ts";
import { BASKET_FIELDS } from "#shared/enquiries/sample-basket.ts";
import { sampleLineFields } from "#shared/enquiries/sample-lines.ts";
import { m } from "#shared/i18n/paraglide/messages.js";
import { XSRF_FIELD } from "#shared/site/anti-forgery.ts";
import { SAMPLE_REQUEST_PATH } from "#shared/site/page-hrefs.ts";
import type { EnquiryActionData, EnquiryPageData } from "../../enquiries/page-data.ts";
import { sendEnquiry } from "../../enquiries/send-enquiry.ts";
import { reveal } from "../../hooks/reveal.ts";
import { useHydrated } from "../../hooks/use-hydrated.ts";
import { useLocalizedPath } from "../../i18n/page-locale.ts";
import { BasketForm } from "./basket-form.tsx";
import { EnquiryControl } from "./enquiry-control.tsx";
import { ErrorSummary } from "./error-summary.tsx";
import { FieldShell } from "./field-shell.tsx";
import { ProductListField } from "./product-list-field.tsx";
import { ProductSelect } from "./product-select.tsx";
import { removeFormId, SampleLines } from "./sample-lines.tsx";

type Props = {
  page: EnquiryPageData;
  actionData: EnquiryActionData | undefined;
  /** Space left above the form, under the sticky header, after an invalid submit (spec 9: 50). */
  scrollOffset: number;
};

type Status = "idle" | "submitting" | "accepted" | "failed";
/** After a submit: the error summary (scrolled to spec 9's offset) or the outcome message; a new object each time. */
type Focus = { target: "summary" | "status" };

/** Fields that change what else the form shows: industries (the 'Other' field) and families. */
function choicesOf(fields: FieldDefinition[], values: Record<string, string>): Record<string, string> {
  const tracked = fields.filter(
    (field) => field.kind === "family" || fields.some((f) => f.otherOf === field.name),
  );
  return Object.fromEntries(tracked.map((field) => [field.name, values[field.name] ?? ""]));
}

/** The form's text fields as the API expects them (the anti-forgery field travels as a header). */
function formBody(form: HTMLFormElement): Record<string, string> {
  const body: Record<string, string> = {};
  for (const [name, value] of new FormData(form)) {
    if (typeof value === "string" && name !== XSRF_FIELD) body[name] = value;
  }
  return body;
}

const WIDE_KINDS = new Set(["textarea"]);

/**
 * One enquiry form: a plain POST form the page's action answers when JavaScript is off; with
 * JavaScript it checks the shared schema first, then sends JSON to the API with the anti-forgery
 * header. Failures are said plainly and what was typed stays in the form.
 */
export function EnquiryForm({ page, actionData, scrollOffset }: Props) {
  const { basket } = page;
  // A request naming the basket's products needs no product family: the products say it.
  const fields = ENQUIRY_FORMS[page.type].fields.map((field) =>
    basket.length > 0 && field.kind === "family" ? { ...field, required: undefined } : field,
  );
  const localized = useLocalizedPath();
  const lineFields = basket.flatMap((_, index) => sampleLineFields(index + 1));
  const submit = useSubmit();
  const formId = `${page.type}-enquiry`;
  const interactive = useHydrated();
  const initialValues =
    actionData === undefined ? page.initialValues : actionData.status === "accepted" ? {} : actionData.values;
  const [values, setValues] = useState(initialValues);
  const [choices, setChoices] = useState(() => choicesOf(fields, initialValues));
  const [errors, setErrors] = useState<FieldErrors>(
    actionData?.status === "invalid" ? actionData.errors : {},
  );
  const [status, setStatus] = useState<Status>(
    actionData?.status === "accepted" ? "accepted" : actionData?.status === "failed" ? "failed" : "idle",
  );
  const [failure, setFailure] = useState(actionData?.status === "failed" ? actionData.message : "");
  const [formKey, setFormKey] = useState(0);
  const [focus, setFocus] = useState<Focus | null>(null);
  const submittedOnce = useRef(actionData?.status === "invalid");
  const formRef = useRef<HTMLFormElement>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const statusRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (focus?.target === "status") {
      // The visitor pressed Submit at the foot of the form; the outcome shows at its top.
      if (statusRef.current) reveal(statusRef.current);
    } else if (focus?.target === "summary" && formRef.current) {
      summaryRef.current?.focus({ preventScroll: true });
      const header = document.querySelector<HTMLElement>(".site-header")?.offsetHeight ?? 0;
      const top = formRef.current.getBoundingClientRect().top + window.scrollY - header - scrollOffset;
      window.scrollTo({ top: Math.max(0, top) });
    }
  }, [focus, scrollOffset]);

  function onChange(event: FormEvent<HTMLFormElement>) {
    const target = event.target as HTMLInputElement | HTMLSelectElement;
    if (target.name in choices) {
      setChoices((current) => ({ ...current, [target.name]: target.value }));
      // Any industry other than 'Others' hides the 'Other' field and clears it (spec 4).
      const other = fields.find((field) => field.otherOf === target.name);
      const otherInput = other && event.currentTarget.elements.namedItem(other.name);
      if (otherInput instanceof HTMLInputElement && target.value !== OTHER_INDUSTRY) otherInput.value = "";
    }
    if (submittedOnce.current) {
      const result = validateEnquiry(page.type, formBody(event.currentTarget));
      setErrors(result.success ? {} : result.errors);
    }
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (status === "submitting") return;
    const body = formBody(event.currentTarget);
    submittedOnce.current = true;
    const checked = validateEnquiry(page.type, body);
    if (!checked.success) {
      setErrors(checked.errors);
      setFocus({ target: "summary" });
      return;
    }
    setErrors({});
    setFailure("");
    setStatus("submitting");
    const sent = await sendEnquiry(page.type, body, page.xsrfToken);
    if (sent.status === "accepted") {
      if (basket.length > 0) {
        void submit(
          { [BASKET_FIELDS.operation]: "clear", [BASKET_FIELDS.back]: localized(SAMPLE_REQUEST_PATH) },
          { method: "post", action: SAMPLE_REQUEST_PATH, preventScrollReset: true },
        );
      }
      submittedOnce.current = false;
      setValues({});
      setChoices(choicesOf(fields, {}));
      setFormKey((key) => key + 1);
      setStatus("accepted");
      setFocus({ target: "status" });
    } else if (sent.status === "invalid") {
      setErrors(sent.errors);
      setStatus("idle");
      setFocus({ target: "summary" });
    } else {
      setValues(body);
      setFailure(sent.message ?? m.form_failure());
      setStatus("failed");
      setFocus({ target: "status" });
    }
  }

  const hasErrors = Object.keys(errors).length > 0;
  return (
    <>
      <form
        key={formKey}
        ref={formRef}
        className="enquiry-form"
        method="post"
        noValidate
        data-enhanced={interactive || undefined}
        aria-busy={status === "submitting"}
        onSubmit={onSubmit}
        onChange={onChange}
      >
        <div className="enquiry-status">
          {status === "accepted" ? (
            <p className="alert alert--success" role="status" ref={statusRef} tabIndex={-1}>
              {m.form_success()}
            </p>
          ) : null}
          {status === "failed" ? (
            <p className="alert alert--error" role="alert" ref={statusRef} tabIndex={-1}>
              {failure}
            </p>
          ) : null}
        </div>
        {hasErrors ? (
          <ErrorSummary
            ref={summaryRef}
            fields={[...lineFields, ...fields]}
            errors={errors}
            formId={formId}
          />
        ) : null}
        <p className="muted enquiry-required-note">
          {m.form_required_note_before()} <span aria-hidden="true">*</span>
          <span className="visually-hidden">{m.form_required_note_hidden()}</span>{" "}
          {m.form_required_note_after()}
        </p>
        <input type="hidden" name={XSRF_FIELD} value={page.xsrfToken} />
        {basket.length > 0 ? (
          <SampleLines basket={basket} formId={formId} errors={errors} values={values} />
        ) : null}
        <div className="enquiry-fields">
          {fields.map((field) => {
            if (field.kind === "product-list") {
              const value = values[field.name] ?? "";
              return (
                <ProductListField key={field.name} field={field} value={value} error={errors[field.name]} />
              );
            }
            const hidden =
              Boolean(field.otherOf) && interactive && choices[field.otherOf ?? ""] !== OTHER_INDUSTRY;
            const common = {
              field,
              formId,
              error: errors[field.name],
              defaultValue: values[field.name] ?? "",
            };
            return (
              <FieldShell
                key={field.name}
                field={field}
                formId={formId}
                error={errors[field.name]}
                required={Boolean(field.required)}
                wide={WIDE_KINDS.has(field.kind)}
                hidden={hidden}
              >
                {field.kind === "product" ? (
                  <ProductSelect
                    {...common}
                    familyId={choices[field.familyField ?? ""] ?? ""}
                    families={page.families}
                    interactive={interactive}
                  />
                ) : (
                  <EnquiryControl {...common} countries={page.countries} />
                )}
                {field.otherOf && !interactive ? <p className="field-hint">{m.form_other_hint()}</p> : null}
              </FieldShell>
            );
          })}
        </div>
        <div className="enquiry-honeypot" aria-hidden="true">
          <label htmlFor={`${formId}-website`}>{m.form_honeypot()}</label>
          <input id={`${formId}-website`} name="website" type="text" tabIndex={-1} autoComplete="off" />
        </div>
        <div className="field-check">
          <input
            id={`${formId}-marketing`}
            name="marketing"
            type="checkbox"
            defaultChecked={values.marketing === "on"}
          />
          <label htmlFor={`${formId}-marketing`}>{m.form_marketing_consent()}</label>
        </div>
        <p className="enquiry-privacy">
          {m.form_privacy_before()} <Link to={localized("/privacy-policy")}>{m.form_privacy_link()}</Link>
          {m.form_privacy_after()}
        </p>
        <button type="submit" className="button button--accent" disabled={status === "submitting"}>
          {status === "submitting" ? (
            <>
              <span className="spinner" aria-hidden="true" /> {m.form_sending()}
            </>
          ) : (
            m.form_submit()
          )}
        </button>
      </form>
      {basket.map((product) => (
        <BasketForm
          key={product.slug}
          id={removeFormId(product.slug)}
          operation="remove"
          slug={product.slug}
          back={localized(SAMPLE_REQUEST_PATH)}
        />
      ))}
    </>
  );
}
