/** What `npm run bench` measures: one row per scenario, run one after the other on loopback. */
export type Scenario = {
  name: string;
  /** `site` is the service under test; `nginx` is the saved home page served from disk. */
  target: "site" | "nginx";
  path: string;
  connections: number;
  /** Sends a contact enquiry with the anti-forgery cookie and header a browser would send. */
  enquiry?: boolean;
  /** Asks for pages as a browser does (`Accept-Encoding: br`), so both sides send the same brotli bytes. */
  page?: boolean;
  /** A query parameter that gets a new value on every request, as campaign links do. */
  uniqueParameter?: string;
  /**
   * Builds every request afresh in the client, as the campaign scenario must: autocannon then spends
   * about a quarter of its time per request on building, so this is the campaign row's like-for-like base.
   */
  builtEachRequest?: boolean;
};

export const SCENARIOS: Scenario[] = [
  { name: "home page", target: "site", path: "/", connections: 50, page: true },
  { name: "home page, nginx from disk", target: "nginx", path: "/", connections: 50, page: true },
  {
    name: "home page, request built each time",
    target: "site",
    path: "/",
    connections: 50,
    page: true,
    builtEachRequest: true,
  },
  {
    name: "home page, new utm_source each request",
    target: "site",
    path: "/",
    connections: 50,
    page: true,
    uniqueParameter: "utm_source",
    builtEachRequest: true,
  },
  {
    name: "product finder, foam control",
    target: "site",
    path: "/product?cat_id=3",
    connections: 50,
    page: true,
  },
  { name: "search API, foam", target: "site", path: "/api/list?query=foam", connections: 10 },
  { name: "search API, silicone", target: "site", path: "/api/list?query=silicone", connections: 10 },
  { name: "search API, typing foa", target: "site", path: "/api/list?query=foa", connections: 10 },
  { name: "search API, typo silcone", target: "site", path: "/api/list?query=silcone", connections: 10 },
  {
    name: "search API, foam control in category 3",
    target: "site",
    path: "/api/list?catId=3&query=antifoam",
    connections: 10,
  },
  {
    name: "search API, silicone page 200",
    target: "site",
    path: "/api/list?query=silicone&skip=1990",
    connections: 10,
  },
  {
    name: "search API, silicone + two facets, with counts",
    target: "site",
    path: "/api/list?query=silicone&industry=food-processing&cert=kosher&facets=true",
    connections: 10,
  },
  {
    name: "finder page, two facets",
    target: "site",
    path: "/product?industry=food-processing&cert=kosher",
    connections: 50,
    page: true,
  },
  {
    name: "autocomplete API, sil",
    target: "site",
    path: "/api/autocomplete-list?search=sil",
    connections: 10,
  },
  {
    name: "autocomplete API, sil, pagesearch",
    target: "site",
    path: "/api/autocomplete-list?search=sil&pagesearch=true",
    connections: 10,
  },
  { name: "contact enquiry POST", target: "site", path: "/api/contact-us", connections: 10, enquiry: true },
];

/** The site's home page should reach this share of nginx's requests per second (same bytes, br). */
export const HOME_TO_NGINX_TARGET = 2 / 3;

/** Campaign links are cache hits: the utm scenario should stay within 20% of the plain home page. */
export const CAMPAIGN_TO_HOME_TARGET = 0.8;

export const ENQUIRY_BODY = {
  name: "Benchmark Visitor",
  email: "bench@example.com",
  phone: "+44 1632 960000",
  company: "Bench Testing Ltd",
  request: "Technical Information",
  message: "A benchmark enquiry sent by npm run bench on loopback.",
};
