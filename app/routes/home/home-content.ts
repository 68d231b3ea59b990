import { INDUSTRIES_PATH } from "../../../shared/site/page-hrefs.ts";
import type { Slide } from "../../components/home/hero-carousel.tsx";
import type { KeyFigure } from "../../components/home/key-figures.tsx";

/** Spec 2.4: the category ids of the two product grids, in the spec's order. */
export const HOME_CHEMICAL_CATEGORY_IDS = [28, 3, 4, 5, 6, 7] as const;
export const HOME_PRINTING_CATEGORY_IDS = [29] as const;

/** Spec 9: the home page shows the first four news items. */
export const HOME_NEWS_COUNT = 4;

/** Spec 9: the counters reach 35, 200 and 40 (in 5000 ms: the count-up in home.css). */
export const KEY_FIGURES: KeyFigure[] = [
  { value: 35, label: "years of experience" },
  { value: 200, label: "products and bespoke solutions" },
  { value: 40, label: "countries served" },
];

/** Long enough to read a headline and its line twice. */
export const SLIDE_INTERVAL_MS = 7000;
export const SLIDES: Slide[] = [
  {
    headline: "Foam under control, from the first batch to the last",
    lead: "Defoamers, silicones, lubricants and release agents, made and tested at our Lincolnshire works.",
    action: { label: "Explore our products", to: "/product" },
  },
  {
    headline: "Process chemistry for eleven industries",
    lead: "From adhesives and fermentation to textiles and water treatment, we match the grade to your process.",
    action: { label: "Industries we serve", to: INDUSTRIES_PATH },
  },
  {
    headline: "A British manufacturer with a laboratory that listens",
    lead: "Our chemists trial products on your own process water and substrates, and answer in days, not weeks.",
    action: { label: "Who we are", to: "/who-we-are" },
  },
];
