/** One slide of the home page's banner carousel (spec 2.4), as content/home/home.json keeps it. */
export type Slide = { headline: string; lead: string; action: { label: string; to: string } };

/**
 * A slide as the page receives it. The banner travels to the browser again as hydration data, where
 * a tuple names no fields: that keeps the home page within its JavaScript budget (tests/api/js-budget.test.ts).
 */
export type SlideData = readonly [headline: string, lead: string, actionLabel: string, actionTo: string];

export function slideData(slide: Slide): SlideData {
  return [slide.headline, slide.lead, slide.action.label, slide.action.to];
}

/** One of the banner's counters (spec 9): a whole number shown with a "+", counted up from zero. */
export type KeyFigure = { value: number; label: string };

/** A counter as the page receives it, a tuple for the same reason as a slide. */
export type KeyFigureData = readonly [value: number, label: string];

export function keyFigureData(figure: KeyFigure): KeyFigureData {
  return [figure.value, figure.label];
}

/** The home page's banner as the page renders it: editable in the console as the single item `home`. */
export type HomeBanner = { slides: SlideData[]; counters: KeyFigureData[] };

/** A button's address: one on this site, such as /industries or /products/fenfoam-s-120?tab=2. */
export const SITE_PATH = /^\/(?!\/)[^\s<>"\\]{0,300}$/;

/** The key of the one home-page item. */
export const HOME_KEY = "home";
