import { caseStudyKind } from "../case-studies/case-study-kind.ts";
import { categoryKind } from "../catalogue/category-kind.ts";
import { productKind } from "../catalogue/product-kind.ts";
import { industryKind } from "../company/industry-kind.ts";
import { homeKind } from "../home/home-kind.ts";
import { industryPageKind } from "../industry-pages/industry-page-kind.ts";
import { newsKind } from "../media/news-kind.ts";
import { pressReleaseKind } from "../media/press-release-kind.ts";
import type { AnyContentKind } from "./content-kind.ts";

/**
 * Every kind of content the staff edit (decision 040). A kind listed here is seeded by the engine
 * (only items the database lacks) instead of by its domain's seeder, exported by `content:export`,
 * and edited at `/staff/<name>`. Seeded in this order: categories before the products they hold.
 */
export const CONTENT_KINDS: readonly AnyContentKind[] = [
  newsKind,
  pressReleaseKind,
  categoryKind,
  productKind,
  industryKind,
  caseStudyKind,
  industryPageKind,
  homeKind,
];
