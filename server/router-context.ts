import { createContext, type RouterContext } from "react-router";
import type { Services } from "./services.ts";

/** What the host knows about the current request that rendering needs. */
export type RequestInfo = {
  /** Content-Security-Policy nonce every inline script must carry. */
  cspNonce: string;
  /** The client's address as the host sees it (after trusted proxies), for the enquiry rate limit. */
  clientAddress: string;
  /** Set while rendering when a loader failed because the database could not be reached: the page answers 503. */
  databaseUnavailable: boolean;
};

const SERVICES_KEY = Symbol.for("fenmoor.services-context");
const REQUEST_KEY = Symbol.for("fenmoor.request-context");
const registry = globalThis as typeof globalThis & {
  [SERVICES_KEY]?: RouterContext<Services>;
  [REQUEST_KEY]?: RouterContext<RequestInfo>;
};

// Tokens are one object per process even when this module is loaded twice (by
// Node for the host and by Vite's module runner in dev and tests).
registry[SERVICES_KEY] ??= createContext<Services>();
registry[REQUEST_KEY] ??= createContext<RequestInfo>();

/** The server's services (data access, settings) handed to every loader and action. */
export const servicesContext: RouterContext<Services> = registry[SERVICES_KEY];
export const requestContext: RouterContext<RequestInfo> = registry[REQUEST_KEY];
