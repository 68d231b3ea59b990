import { FINDER_PATH, finderHref } from "../../shared/catalogue/finder-url.ts";
import type { MenuCategory } from "../../shared/catalogue/menu-categories.ts";
import { INDUSTRIES } from "../../shared/industries/industries.ts";
import {
  CASE_STUDIES_PATH,
  DOCUMENTS_PATH,
  EXPERT_PATH,
  INDUSTRIES_PATH,
  industryHref,
  NEWS_PATH,
  PRESS_RELEASES_PATH,
  teamHref,
} from "../../shared/site/page-hrefs.ts";

/** The site's navigation: header, mobile drawer and footer all read this one table. */
export type MenuLink = { label: string; to: string; external?: boolean };
/** A group opens a panel; a group whose children are groups shows them as columns. */
export type MenuGroup = { label: string; to?: string; children: (MenuLink | MenuGroup)[] };
export type MenuItem = MenuLink | MenuGroup;

/**
 * The top-level categories of the catalogue. Spec 2.3's "Chemical Solutions" link filters by the
 * eleven categories under the first; linking the parent lists exactly their products, under its name.
 */
export const CHEMICAL_SOLUTIONS_CATEGORY_ID = 1;
export const PRINTING_SOLUTIONS_CATEGORY_ID = 2;

/** The product finder showing one category (and its sub-categories), with the left panel hidden. */
export function productListPath(categoryId: number): string {
  return finderHref({ catId: categoryId });
}

export const INDUSTRY_LINKS: MenuLink[] = INDUSTRIES.map(({ slug, name }) => ({
  label: name,
  to: industryHref(slug),
}));

export const TOP_MENU: MenuGroup[] = [
  {
    label: "Careers",
    children: [
      { label: "Overview", to: "/careers-overview" },
      { label: "Talent Philosophy", to: "/talent-philosophy" },
    ],
  },
  {
    label: "Media",
    children: [
      { label: "News", to: NEWS_PATH },
      { label: "Press Release", to: PRESS_RELEASES_PATH },
    ],
  },
];

/** Links of the top bar beside its menus; the mobile drawer lists them after the top menus. */
export const TOP_LINKS: MenuLink[] = [{ label: "Contact Us", to: "/contact-us" }];

/**
 * The main menu. Its product categories are content (decision 072): the groups and categories
 * given a menu label in the console, each level in category order, as the root loader reads them.
 */
export const mainMenu = (productCategories: readonly MenuCategory[]): MenuItem[] => [
  {
    label: "Company",
    children: [
      { label: "Who We Are", to: "/who-we-are" },
      { label: "Board of Directors", to: teamHref("board-of-directors") },
      { label: "Corporate Team", to: teamHref("corporate-team") },
      { label: "Vision", to: "/vision" },
      { label: "CSR", to: "/csr" },
    ],
  },
  {
    label: "Products",
    children: [
      ...productCategories.map(
        (group): MenuGroup => ({
          label: group.label,
          to: productListPath(group.id),
          children: group.children.map((item) => ({ label: item.label, to: productListPath(item.id) })),
        }),
      ),
      {
        label: "Product Enquiry",
        to: "/product-enquiry",
        children: [
          { label: "Sales Enquiry", to: "/sales-enquiry" },
          { label: "Request a sample", to: "/request-a-sample" },
          { label: "Product Finder", to: FINDER_PATH },
          { label: "Document Centre", to: DOCUMENTS_PATH },
          { label: "Talk to an Expert", to: EXPERT_PATH },
          { label: "Case Studies", to: CASE_STUDIES_PATH },
        ],
      },
    ],
  },
  {
    label: "Industries",
    children: [{ label: "Overview", to: INDUSTRIES_PATH }, ...INDUSTRY_LINKS],
  },
  {
    label: "Innovation",
    children: [
      { label: "Overview", to: "/innovation-overview" },
      { label: "R&D", to: "/r-and-d" },
      { label: "ESG", to: "/esg" },
    ],
  },
  { label: "Product Enquiry", to: "/product-enquiry" },
  { label: "Quality Certifications", to: "/quality-certifications" },
];

export const FOOTER_SECTIONS: MenuGroup[] = [
  {
    label: "Company",
    children: [
      { label: "Who We Are", to: "/who-we-are" },
      { label: "Board of Directors", to: teamHref("board-of-directors") },
      { label: "Corporate Team", to: teamHref("corporate-team") },
      { label: "Vision", to: "/vision" },
      { label: "CSR", to: "/csr" },
      { label: "Contact Us", to: "/contact-us" },
    ],
  },
  {
    label: "Products",
    children: [
      { label: "Product Finder", to: FINDER_PATH },
      { label: "Document Centre", to: DOCUMENTS_PATH },
      { label: "Chemical Solutions", to: productListPath(CHEMICAL_SOLUTIONS_CATEGORY_ID) },
      { label: "Printing Solutions", to: productListPath(PRINTING_SOLUTIONS_CATEGORY_ID) },
      { label: "Sales Enquiry", to: "/sales-enquiry" },
      { label: "Request a Sample", to: "/request-a-sample" },
      { label: "Product Enquiry", to: "/product-enquiry" },
      { label: "Talk to an Expert", to: EXPERT_PATH },
    ],
  },
  {
    label: "Explore",
    children: [
      { label: "Industries", to: INDUSTRIES_PATH },
      { label: "Case Studies", to: CASE_STUDIES_PATH },
      { label: "Innovation", to: "/innovation-overview" },
      { label: "Quality Certifications", to: "/quality-certifications" },
      { label: "Careers", to: "/careers-overview" },
      { label: "News", to: NEWS_PATH },
    ],
  },
];

export const LEGAL_LINKS: MenuLink[] = [
  { label: "Disclaimer", to: "/disclaimer" },
  { label: "Privacy Policy", to: "/privacy-policy" },
  { label: "Terms of Use", to: "/terms-of-use" },
  { label: "Safety Data Sheets", to: `${DOCUMENTS_PATH}?type=sds` },
  { label: "Compliance", to: "/quality-certifications" },
];

/** Terms-and-conditions PDFs, built from content/documents by the file build. */
export const TERMS_DOCUMENTS = [
  { label: "Terms & Conditions of Sale", file: "documents/terms-and-conditions-of-sale.pdf" },
  { label: "Terms & Conditions of Purchase", file: "documents/terms-and-conditions-of-purchase.pdf" },
] as const;

export function isGroup(item: MenuItem): item is MenuGroup {
  return "children" in item;
}
