import { m } from "#shared/i18n/paraglide/messages.js";
import { facetValueLabel } from "./facet-labels.ts";

type Certification = { status: string; label: string; reference: string | null };

/** The regulatory and certification statuses a product holds, with the certificate's reference. */
export function ProductCertifications({ certifications }: { certifications: Certification[] }) {
  if (certifications.length === 0) return null;
  return (
    <>
      <h2>{m.product_certifications()}</h2>
      <ul className="product-certifications">
        {certifications.map(({ status, label, reference }) => (
          <li key={status}>
            {facetValueLabel("cert", status, label)}
            {reference ? (
              <span className="product-certificate">{m.product_certificate({ reference })}</span>
            ) : null}
          </li>
        ))}
      </ul>
    </>
  );
}
