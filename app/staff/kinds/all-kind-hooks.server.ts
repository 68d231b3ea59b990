import { CASE_STUDIES_CONSOLE } from "#shared/content-editing/kinds/case-studies.ts";
import { CATEGORIES_CONSOLE } from "#shared/content-editing/kinds/categories.ts";
import { HOME_CONSOLE } from "#shared/content-editing/kinds/home.ts";
import { INDUSTRIES_CONSOLE } from "#shared/content-editing/kinds/industries.ts";
import { INDUSTRY_PAGES_CONSOLE } from "#shared/content-editing/kinds/industry-pages.ts";
import { PAGES_CONSOLE } from "#shared/content-editing/kinds/pages.ts";
import { PRESS_RELEASES_CONSOLE } from "#shared/content-editing/kinds/press-releases.ts";
import { PRODUCTS_CONSOLE } from "#shared/content-editing/kinds/products.ts";
import { SITE_CONSOLE } from "#shared/content-editing/kinds/site.ts";
import { BOARD_CONSOLE, CORPORATE_TEAM_CONSOLE } from "#shared/content-editing/kinds/teams.ts";
import { CATEGORY_HOOKS } from "./categories.server.ts";
import { PAGE_HOOKS, SITE_HOOKS } from "./company.server.ts";
import type { ConsoleKindHooks } from "./kind-hooks.server.ts";
import { CASE_STUDY_HOOKS, HOME_HOOKS, INDUSTRY_HOOKS, INDUSTRY_PAGE_HOOKS } from "./page-content.server.ts";
import { PRESS_RELEASE_HOOKS } from "./press-releases.server.ts";
import { PRODUCT_HOOKS } from "./products.server.ts";
import { teamHooks } from "./teams.server.ts";

/** The kinds whose console needs more of the server than its description, by kind name; the rest need none. */
export const CONSOLE_KIND_HOOKS: { readonly [kind: string]: ConsoleKindHooks } = {
  [PRODUCTS_CONSOLE.name]: PRODUCT_HOOKS,
  [CATEGORIES_CONSOLE.name]: CATEGORY_HOOKS,
  [PRESS_RELEASES_CONSOLE.name]: PRESS_RELEASE_HOOKS,
  [BOARD_CONSOLE.name]: teamHooks(BOARD_CONSOLE.name),
  [CORPORATE_TEAM_CONSOLE.name]: teamHooks(CORPORATE_TEAM_CONSOLE.name),
  [INDUSTRIES_CONSOLE.name]: INDUSTRY_HOOKS,
  [CASE_STUDIES_CONSOLE.name]: CASE_STUDY_HOOKS,
  [INDUSTRY_PAGES_CONSOLE.name]: INDUSTRY_PAGE_HOOKS,
  [HOME_CONSOLE.name]: HOME_HOOKS,
  [PAGES_CONSOLE.name]: PAGE_HOOKS,
  [SITE_CONSOLE.name]: SITE_HOOKS,
};
