import type { ConsoleKind } from "./console-kind.ts";
import { CASE_STUDIES_CONSOLE } from "./kinds/case-studies.ts";
import { CATEGORIES_CONSOLE } from "./kinds/categories.ts";
import { HOME_CONSOLE } from "./kinds/home.ts";
import { INDUSTRIES_CONSOLE } from "./kinds/industries.ts";
import { INDUSTRY_PAGES_CONSOLE } from "./kinds/industry-pages.ts";
import { NEWS_CONSOLE } from "./kinds/news.ts";
import { PAGES_CONSOLE } from "./kinds/pages.ts";
import { PRESS_RELEASES_CONSOLE } from "./kinds/press-releases.ts";
import { PRODUCTS_CONSOLE } from "./kinds/products.ts";
import { RECIPIENTS_CONSOLE, SITE_CONSOLE } from "./kinds/site.ts";
import { BOARD_CONSOLE, CORPORATE_TEAM_CONSOLE } from "./kinds/teams.ts";

/** Every content kind's console (decision 104), in the order of its navigation group. */
export const CONSOLE_KINDS: readonly ConsoleKind[] = [
  NEWS_CONSOLE,
  PRESS_RELEASES_CONSOLE,
  HOME_CONSOLE,
  CASE_STUDIES_CONSOLE,
  PRODUCTS_CONSOLE,
  CATEGORIES_CONSOLE,
  INDUSTRIES_CONSOLE,
  INDUSTRY_PAGES_CONSOLE,
  PAGES_CONSOLE,
  BOARD_CONSOLE,
  CORPORATE_TEAM_CONSOLE,
  SITE_CONSOLE,
  RECIPIENTS_CONSOLE,
];
