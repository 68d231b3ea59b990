/** One slide of the home page's banner carousel (spec 2.4). */
export type Slide = { headline: string; lead: string; action: { label: string; to: string } };

/** One of the banner's counters (spec 9): a whole number shown with a "+", counted up from zero. */
export type KeyFigure = { value: number; label: string };

/** The home page's banner content: editable in the console as the single item `home`. */
export type HomeBanner = { slides: Slide[]; counters: KeyFigure[] };

/** The key of the one home-page item. */
export const HOME_KEY = "home";
