import { startAuthentication, startRegistration } from "@simplewebauthn/browser";
import { XSRF_COOKIE, XSRF_HEADER, XSRF_HOST_COOKIE } from "#shared/site/anti-forgery.ts";
import { STAFF_AUTH_BASE_PATH } from "#shared/staff/paths.ts";

function xsrfToken(fallback: string): string {
  const cookies = Object.fromEntries(
    document.cookie
      .split("; ")
      .map((pair) => [pair.slice(0, pair.indexOf("=")), pair.slice(pair.indexOf("=") + 1)]),
  );
  return cookies[XSRF_HOST_COOKIE] ?? cookies[XSRF_COOKIE] ?? fallback;
}

async function call(path: string, token: string, body?: unknown): Promise<unknown> {
  const response = await fetch(`${STAFF_AUTH_BASE_PATH}/passkey/${path}`, {
    method: body === undefined ? "GET" : "POST",
    credentials: "same-origin",
    headers: { "content-type": "application/json", [XSRF_HEADER]: xsrfToken(token) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (response.status === 429) throw new Error("Too many failed sign-ins: try again in 15 minutes.");
  // The server's refusal says what to do (e.g. sign in again before adding a passkey).
  if (response.status === 403) throw new Error(((await response.json()) as { message: string }).message);
  if (!response.ok) throw new Error("The passkey was not accepted.");
  return response.json();
}

/** Signs in with a passkey of this device or a security key (better-auth's passkey endpoints). */
export async function signInWithPasskey(token: string): Promise<void> {
  const options = (await call("generate-authenticate-options", token)) as Parameters<
    typeof startAuthentication
  >[0]["optionsJSON"];
  const response = await startAuthentication({ optionsJSON: options });
  await call("verify-authentication", token, { response });
}

/** Registers a new passkey for the signed-in person. */
export async function addPasskey(token: string, name: string): Promise<void> {
  const options = (await call("generate-register-options", token)) as Parameters<
    typeof startRegistration
  >[0]["optionsJSON"];
  const response = await startRegistration({ optionsJSON: options });
  await call("verify-registration", token, { response, name });
}
