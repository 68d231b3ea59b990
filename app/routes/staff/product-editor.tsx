import { Link } from "react-router";
import { FACETS } from "../../../shared/catalogue/facets.ts";
import { PRODUCTS_LIST_PATH } from "../../../shared/content-editing/console-paths.ts";
import { PRODUCT_FIELD_LABELS, type ProductField } from "../../../shared/content-editing/product-form.ts";
import { REVISION_ACTION_LABELS } from "../../../shared/content-editing/revisions.ts";
import { SHOWN_STATUS_LABELS } from "../../../shared/content-editing/status.ts";
import { FieldError, StaffForm } from "../../staff/staff-form.tsx";
import { staffMeta } from "../../staff/staff-meta.ts";
import type { Route } from "./+types/product-editor.ts";

export { action, loader } from "./product-editor.server.ts";

export const meta: Route.MetaFunction = ({ loaderData }) =>
  staffMeta(loaderData?.entry ? `Edit: ${loaderData.entry.name}` : "New product");

const when = (iso: string) => `${iso.slice(0, 16).replace("T", " ")} UTC`;

/** The checkbox groups: each product field and the finder facet whose values it holds. */
const FACET_FIELDS = [
  ["industries", "industry"],
  ["functions", "function"],
  ["chemistry", "chemistry"],
] as const;
const facetValues = (key: string) => FACETS.find((facet) => facet.key === key)?.values ?? [];

/** One product's editor: every field the product page, the finder and the datasheet show. */
export default function ProductEditor({ loaderData, actionData }: Route.ComponentProps) {
  const { entry, history, categories, done } = loaderData;
  const values = actionData?.values ?? loaderData.values;
  const version = actionData?.version ?? entry?.version ?? 0;
  const error = (field: ProductField | "publishAt") => actionData?.errors[field];
  const described = (field: ProductField | "publishAt") => (error(field) ? `${field}-error` : undefined);
  const input = (
    field: "name" | "slug" | "chemicalType" | "activityPercent" | "applicationArea",
    hint?: string,
  ) => (
    <label>
      {PRODUCT_FIELD_LABELS[field]}
      {hint ? <span className="staff-hint">{hint}</span> : null}
      <input
        name={field}
        defaultValue={values[field]}
        aria-invalid={error(field) ? true : undefined}
        aria-describedby={described(field)}
      />
      <FieldError id={`${field}-error`} message={error(field)} />
    </label>
  );
  const textarea = (field: "description" | "properties", hint: string) => (
    <label>
      {PRODUCT_FIELD_LABELS[field]}
      <span className="staff-hint">{hint}</span>
      <textarea
        name={field}
        rows={field === "properties" ? 10 : 5}
        defaultValue={values[field]}
        aria-invalid={error(field) ? true : undefined}
        aria-describedby={described(field)}
      />
      <FieldError id={`${field}-error`} message={error(field)} />
    </label>
  );
  // A key per saved version: after a save or an answer the fields start from what the server sent.
  const formKey = `${version}-${actionData ? "posted" : "saved"}`;
  return (
    <>
      <p>
        <Link to={PRODUCTS_LIST_PATH}>All products</Link>
      </p>
      <h1>{entry ? entry.name : "New product"}</h1>
      {entry ? (
        <p>
          Status: <strong>{SHOWN_STATUS_LABELS[entry.status]}</strong>
          {entry.publishAt ? ` (goes live at ${when(entry.publishAt)})` : ""}
          {entry.hasDraft && entry.live ? ". The draft below has changes that are not live yet." : ""}
          {entry.live ? (
            <>
              {" "}
              <a href={entry.publicPath}>View the live page</a>
            </>
          ) : null}
        </p>
      ) : null}
      {done ? (
        <p className="staff-notice" role="status">
          {done}
        </p>
      ) : null}
      {actionData?.message ? (
        <p className="staff-error" role="alert">
          {actionData.message}
        </p>
      ) : null}
      <StaffForm key={formKey} className="staff-form staff-editor" aria-label="Product">
        <input type="hidden" name="version" value={version} />
        {input("name")}
        {input(
          "slug",
          "The product page's address: /products/ followed by this. Changing it redirects the old address.",
        )}
        <label>
          {PRODUCT_FIELD_LABELS.categoryId}
          <select
            name="categoryId"
            defaultValue={values.categoryId}
            aria-invalid={error("categoryId") ? true : undefined}
            aria-describedby={described("categoryId")}
          >
            <option value="">Choose a category</option>
            {categories.map((category) => (
              <option key={category.id} value={category.id}>
                {category.name}
              </option>
            ))}
          </select>
          <FieldError id="categoryId-error" message={error("categoryId")} />
        </label>
        {input("chemicalType")}
        {input("activityPercent", "Active content in percent; empty where it does not apply.")}
        {input("applicationArea")}
        {textarea("description", "Plain text, as the product page and the datasheet print it.")}
        {textarea("properties", "One per line as Label: value, e.g. pH: 6.5–7.5.")}
        {FACET_FIELDS.map(([field, facet]) => (
          <fieldset
            key={field}
            className="staff-choices"
            aria-invalid={error(field) ? true : undefined}
            aria-describedby={described(field)}
          >
            <legend>{PRODUCT_FIELD_LABELS[field]}</legend>
            {facetValues(facet).map((value) => (
              <label key={value.slug}>
                <input
                  type="checkbox"
                  name={field}
                  value={value.slug}
                  defaultChecked={values[field].includes(value.slug)}
                />
                {value.label}
              </label>
            ))}
            <FieldError id={`${field}-error`} message={error(field)} />
          </fieldset>
        ))}
        <label>
          {PRODUCT_FIELD_LABELS.form}
          <select
            name="form"
            defaultValue={values.form}
            aria-invalid={error("form") ? true : undefined}
            aria-describedby={described("form")}
          >
            <option value="">Choose a form</option>
            {facetValues("form").map((value) => (
              <option key={value.slug} value={value.slug}>
                {value.label}
              </option>
            ))}
          </select>
          <FieldError id="form-error" message={error("form")} />
        </label>
        <fieldset className="staff-certifications" aria-describedby={described("certifications")}>
          <legend>{PRODUCT_FIELD_LABELS.certifications}</legend>
          {facetValues("cert").map((value) => (
            <div key={value.slug} className="staff-certification">
              <label className="staff-check">
                <input
                  type="checkbox"
                  name="certifications"
                  value={value.slug}
                  defaultChecked={values.certifications.includes(value.slug)}
                />
                {value.label}
              </label>
              <label>
                <span className="staff-hint">Certificate reference (optional)</span>
                <input name={`reference-${value.slug}`} defaultValue={values.references[value.slug] ?? ""} />
              </label>
            </div>
          ))}
          <FieldError id="certifications-error" message={error("certifications")} />
        </fieldset>
        <label className="staff-check">
          <input type="checkbox" name="active" defaultChecked={values.active} />
          {PRODUCT_FIELD_LABELS.active}
        </label>
        <label>
          Publish at
          <span className="staff-hint">Optional, UK time: leave empty to publish now.</span>
          <input
            name="publishAt"
            type="datetime-local"
            defaultValue={values.publishAt}
            aria-invalid={error("publishAt") ? true : undefined}
            aria-describedby={described("publishAt")}
          />
          <FieldError id="publishAt-error" message={error("publishAt")} />
        </label>
        <div className="staff-buttons">
          <button className="staff-button staff-button--quiet" type="submit" name="intent" value="save">
            Save draft
          </button>
          <button className="staff-button staff-button--quiet" type="submit" name="intent" value="preview">
            Preview
          </button>
          <button className="staff-button" type="submit" name="intent" value="publish">
            Publish
          </button>
        </div>
      </StaffForm>
      {entry?.live ? (
        <StaffForm intent="unpublish" className="staff-inline" aria-label="Unpublish">
          <input type="hidden" name="version" value={version} />
          <button className="staff-button staff-button--quiet" type="submit">
            Unpublish
          </button>
        </StaffForm>
      ) : null}
      {history.length > 0 ? (
        <section aria-labelledby="history-title">
          <h2 id="history-title">History</h2>
          <div className="staff-scroll">
            <table className="staff-table">
              <thead>
                <tr>
                  <th scope="col">Version</th>
                  <th scope="col">What</th>
                  <th scope="col">Who and when</th>
                  <th scope="col">Restore</th>
                </tr>
              </thead>
              <tbody>
                {history.map((revision) => (
                  <tr key={revision.version}>
                    <td>{revision.version}</td>
                    <td>
                      {REVISION_ACTION_LABELS[revision.action]}: {revision.summary}
                    </td>
                    <td>
                      {revision.actorEmail ?? "Content files"}, {when(revision.at)}
                    </td>
                    <td>
                      {revision.restorable && revision.version !== version ? (
                        <StaffForm
                          intent="restore"
                          className="staff-inline"
                          aria-label={`Restore version ${revision.version}`}
                        >
                          <input type="hidden" name="version" value={version} />
                          <input type="hidden" name="revision" value={revision.version} />
                          <button className="staff-button staff-button--quiet" type="submit">
                            Restore
                          </button>
                        </StaffForm>
                      ) : null}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      ) : null}
    </>
  );
}
