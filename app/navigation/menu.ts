import { FINDER_PATH, finderHref } from "#shared/catalogue/finder-url.ts";
import type { MenuCategory } from "#shared/catalogue/menu-categories.ts";
import type { Message } from "#shared/i18n/message.ts";
import { m } from "#shared/i18n/paraglide/messages.js";
import type { IndustrySlug } from "#shared/industries/industries.ts";
import { INDUSTRY_NAMES } from "#shared/industries/industry-names.ts";
import {
  CASE_STUDIES_PATH,
  DOCUMENTS_PATH,
  EXPERT_PATH,
  INDUSTRIES_PATH,
  industryHref,
  NEWS_PATH,
  PRESS_RELEASES_PATH,
  teamHref,
} from "#shared/site/page-hrefs.ts";

/**
 * The site's navigation: header, mobile drawer and footer all read this one table. Labels are
 * message functions, read in the page's language; paths are English and prefixed where shown.
 */
export type MenuLink = { label: Message; to: string; external?: boolean };
/** A group opens a panel; a group whose children are groups shows them as columns. */
export type MenuGroup = { label: Message; to?: string; children: (MenuLink | MenuGroup)[] };
export type MenuItem = MenuLink | MenuGroup;

/**
 * The top-level categories of the catalogue. Spec 2.3's "Chemical Solutions" link filters by the
 * eleven categories under the first; linking the parent lists exactly their products, under its name.
 */
export const CHEMICAL_SOLUTIONS_CATEGORY_ID = 1;
const PRINTING_SOLUTIONS_CATEGORY_ID = 2;

/** The product finder showing one category (and its sub-categories), with the left panel hidden. */
export function productListPath(categoryId: number): string {
  return finderHref({ catId: categoryId });
}

// Read from the names' table, in its order, so the English names of INDUSTRIES stay out of the shell.
export const INDUSTRY_LINKS: MenuLink[] = (Object.keys(INDUSTRY_NAMES) as IndustrySlug[]).map((slug) => ({
  label: INDUSTRY_NAMES[slug],
  to: industryHref(slug),
}));

/** The Company menu's pages; the footer's Company section lists them too, then Contact us. */
const COMPANY_LINKS: MenuLink[] = [
  { label: m.nav_who_we_are, to: "/who-we-are" },
  { label: m.nav_board_of_directors, to: teamHref("board-of-directors") },
  { label: m.nav_corporate_team, to: teamHref("corporate-team") },
  { label: m.nav_vision, to: "/vision" },
  { label: m.nav_csr, to: "/csr" },
];

export const TOP_MENU: MenuGroup[] = [
  {
    label: m.nav_careers,
    children: [
      { label: m.nav_overview, to: "/careers-overview" },
      { label: m.nav_talent_philosophy, to: "/talent-philosophy" },
    ],
  },
  {
    label: m.nav_media,
    children: [
      { label: m.nav_news, to: NEWS_PATH },
      { label: m.nav_press_release, to: PRESS_RELEASES_PATH },
    ],
  },
];

/** Links of the top bar beside its menus; the mobile drawer lists them after the top menus. */
export const TOP_LINKS: MenuLink[] = [{ label: m.nav_contact_us, to: "/contact-us" }];

/**
 * The main menu. Its product categories are content (decision 072): the groups and categories
 * given a menu label in the console, each level in category order, as the root loader reads them.
 */
export const mainMenu = (productCategories: readonly MenuCategory[]): MenuItem[] => [
  { label: m.nav_company, children: COMPANY_LINKS },
  {
    label: m.nav_products,
    children: [
      ...productCategories.map(
        (group): MenuGroup => ({
          label: () => group.label,
          to: productListPath(group.id),
          children: group.children.map((item) => ({
            label: () => item.label,
            to: productListPath(item.id),
          })),
        }),
      ),
      {
        label: m.nav_product_enquiry,
        to: "/product-enquiry",
        children: [
          { label: m.nav_sales_enquiry, to: "/sales-enquiry" },
          { label: m.nav_request_a_sample_menu, to: "/request-a-sample" },
          { label: m.nav_product_finder, to: FINDER_PATH },
          { label: m.nav_document_centre, to: DOCUMENTS_PATH },
          { label: m.nav_talk_to_an_expert, to: EXPERT_PATH },
          { label: m.nav_case_studies, to: CASE_STUDIES_PATH },
        ],
      },
    ],
  },
  {
    label: m.nav_industries,
    children: [{ label: m.nav_overview, to: INDUSTRIES_PATH }, ...INDUSTRY_LINKS],
  },
  {
    label: m.nav_innovation,
    children: [
      { label: m.nav_overview, to: "/innovation-overview" },
      { label: m.nav_r_and_d, to: "/r-and-d" },
      { label: m.nav_esg, to: "/esg" },
    ],
  },
  { label: m.nav_product_enquiry, to: "/product-enquiry" },
  { label: m.nav_quality_certifications, to: "/quality-certifications" },
];

export const FOOTER_SECTIONS: MenuGroup[] = [
  {
    label: m.nav_company,
    children: [...COMPANY_LINKS, { label: m.nav_contact_us, to: "/contact-us" }],
  },
  {
    label: m.nav_products,
    children: [
      { label: m.nav_product_finder, to: FINDER_PATH },
      { label: m.nav_document_centre, to: DOCUMENTS_PATH },
      { label: m.nav_chemical_solutions, to: productListPath(CHEMICAL_SOLUTIONS_CATEGORY_ID) },
      { label: m.nav_printing_solutions, to: productListPath(PRINTING_SOLUTIONS_CATEGORY_ID) },
      { label: m.nav_sales_enquiry, to: "/sales-enquiry" },
      { label: m.nav_request_a_sample, to: "/request-a-sample" },
      { label: m.nav_product_enquiry, to: "/product-enquiry" },
      { label: m.nav_talk_to_an_expert, to: EXPERT_PATH },
    ],
  },
  {
    label: m.nav_explore,
    children: [
      { label: m.nav_industries, to: INDUSTRIES_PATH },
      { label: m.nav_case_studies, to: CASE_STUDIES_PATH },
      { label: m.nav_innovation, to: "/innovation-overview" },
      { label: m.nav_quality_certifications, to: "/quality-certifications" },
      { label: m.nav_careers, to: "/careers-overview" },
      { label: m.nav_news, to: NEWS_PATH },
    ],
  },
];

export const LEGAL_LINKS: MenuLink[] = [
  { label: m.nav_disclaimer, to: "/disclaimer" },
  { label: m.nav_privacy_policy, to: "/privacy-policy" },
  { label: m.nav_terms_of_use, to: "/terms-of-use" },
  { label: m.nav_safety_data_sheets, to: `${DOCUMENTS_PATH}?type=sds` },
  { label: m.nav_compliance, to: "/quality-certifications" },
];

/** Terms-and-conditions PDFs, built from content/documents by the file build. */
export const TERMS_DOCUMENTS = [
  { label: m.footer_terms_of_sale, file: "documents/terms-and-conditions-of-sale.pdf" },
  { label: m.footer_terms_of_purchase, file: "documents/terms-and-conditions-of-purchase.pdf" },
] as const;

export function isGroup(item: MenuItem): item is MenuGroup {
  return "children" in item;
}
