import type { ReactNode } from "react";
import { Link } from "react-router";
import { m } from "#shared/i18n/paraglide/messages.js";
import { productHref } from "#shared/site/page-hrefs.ts";
import { useLocalizedPath } from "../../i18n/page-locale.ts";
import { useFileUrl } from "../../settings.ts";

export type ProductCardData = {
  slug: string;
  name: string;
  categoryName: string;
  description: string;
  datasheet: string;
};

/** A product in a result list (spec 2.5): name, category, description, its datasheet and any actions. */
export function ProductCard({
  product,
  headingLevel = 3,
  children,
}: {
  product: ProductCardData;
  headingLevel?: 2 | 3;
  /** The page's own actions on the product (compare, sample basket). */
  children?: ReactNode;
}) {
  const localized = useLocalizedPath();
  const fileUrl = useFileUrl();
  const Heading = `h${headingLevel}` as const;
  return (
    <article className="product-card">
      <p className="product-card-category">{product.categoryName}</p>
      <Heading className="product-card-name">
        <Link to={localized(productHref(product.slug))}>{product.name}</Link>
      </Heading>
      <p className="product-card-description">{product.description}</p>
      <a className="product-card-pdf" href={fileUrl(product.datasheet)} type="application/pdf">
        <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
          <path d="M8 2v8m0 0l-3-3m3 3l3-3M3 13h10" fill="none" stroke="currentColor" strokeWidth="1.6" />
        </svg>
        {m.finder_download_pdf()}
        <span className="visually-hidden">{m.finder_datasheet_for({ name: product.name })}</span>
      </a>
      {children ? <div className="product-card-actions">{children}</div> : null}
    </article>
  );
}

/** Grey stand-ins for result cards while the next results load. */
export function ProductCardSkeletons({ count = 4 }: { count?: number }) {
  return (
    <ul className="product-results" aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <li key={index} className="product-card product-card--skeleton">
          <span className="skeleton-line" />
          <span className="skeleton-line" />
          <span className="skeleton-line" />
          <span className="skeleton-line" />
        </li>
      ))}
    </ul>
  );
}
