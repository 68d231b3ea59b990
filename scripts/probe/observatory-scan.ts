import type { Client } from "./https-client.ts";
import { type ObservatoryInput, type Scorecard, score } from "./observatory.ts";

/** The origin the Observatory's CORS check claims to come from. */
const FOREIGN_ORIGIN = "https://http-observatory.example";
const MAX_REDIRECTS = 10;

export type PageScore = {
  path: string;
  card: Scorecard;
  /** The total had the front redirected plain HTTP to HTTPS by itself. */
  withRedirectingFront: Scorecard;
};

/** Fetches what the Observatory fetches for one address (HTTPS, plain HTTP with redirects, CORS) and scores it. */
export async function scanPage(
  client: Client,
  front: { httpsUrl: string; httpUrl: string },
  path: string,
): Promise<PageScore> {
  const url = `${front.httpsUrl}${path}`;
  const page = await client.send(url);
  if (page.status < 200 || page.status >= 300) throw new Error(`${path} answered ${page.status} over HTTPS`);
  const cors = await client.send(url, { headers: { origin: FOREIGN_ORIGIN } });
  const httpRoute: NonNullable<ObservatoryInput["httpRoute"]> = [];
  let next: string | undefined = `${front.httpUrl}${path}`;
  while (next && httpRoute.length <= MAX_REDIRECTS) {
    const answer = await client.send(next);
    httpRoute.push({ url: next, setCookies: answer.headers["set-cookie"] ?? [] });
    const location = answer.headers.location?.[0];
    next = answer.status >= 300 && answer.status < 400 && location ? new URL(location, next).href : undefined;
  }
  const input: ObservatoryInput = {
    page: { url, headers: page.headers, body: page.body },
    // The client refuses a certificate it cannot verify against the one the front was given.
    verified: true,
    httpRoute,
    cors: { origin: FOREIGN_ORIGIN, headers: cors.headers },
  };
  return {
    path,
    card: score(input),
    withRedirectingFront: score({
      ...input,
      httpRoute: [
        { url: `${front.httpUrl}${path}`, setCookies: [] },
        { url, setCookies: [] },
      ],
    }),
  };
}
