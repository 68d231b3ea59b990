import { expect } from "vitest";

/** Anything serving the site over HTTP: the in-process test service or a spawned instance. */
export type Site = { baseUrl: string };

/** A request to the site as the tests make them: redirects are answers to check, not to follow. */
export function request(site: Site, pathname: string, init?: RequestInit): Promise<Response> {
  return fetch(`${site.baseUrl}${pathname}`, { redirect: "manual", ...init });
}

/** The body of an answer as text, whatever its status. */
export async function textOf(site: Site, pathname: string, init?: RequestInit): Promise<string> {
  return (await request(site, pathname, init)).text();
}

/** The body of an answer parsed as JSON, whatever its status. */
export async function jsonOf(site: Site, pathname: string) {
  return (await request(site, pathname)).json();
}

/** A page's status and HTML. */
export async function getPage(site: Site, pathname: string): Promise<{ status: number; html: string }> {
  const response = await request(site, pathname);
  return { status: response.status, html: await response.text() };
}

/** A JSON answer's status, content type and parsed body. */
export async function getJson(site: Site, pathname: string) {
  const response = await request(site, pathname);
  return { status: response.status, type: response.headers.get("content-type"), body: await response.json() };
}

/** The parsed body of a JSON answer, failing the test unless it is a 200. */
export async function getOkJson<T>(site: Site, pathname: string): Promise<T> {
  const response = await request(site, pathname);
  expect(response.status, pathname).toBe(200);
  return (await response.json()) as T;
}
