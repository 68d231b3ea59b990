import { data, type RouterContextProvider, redirect } from "react-router";
import { XSRF_FIELD } from "#shared/site/anti-forgery.ts";
import { type Access, INTENT_FIELD, STAFF_ACTIONS } from "#shared/staff/console-routes.ts";
import { signInHref } from "#shared/staff/paths.ts";
import { can } from "#shared/staff/roles.ts";
import { xsrfMatches, xsrfTokenFromCookies } from "../http/xsrf.ts";
import { requestContext, servicesContext } from "../router-context.ts";
import type { StaffUser } from "./staff.ts";

type Context = Readonly<RouterContextProvider>;

export const FORBIDDEN_MESSAGE = "You do not have access to this part of the console.";

/**
 * The 403 of a person without the permission, audited (issue 30, item 6): repeats within the hour
 * count on one entry, so a script hammering a page cannot fill the log.
 */
async function refuse(request: Request, context: Context, user: StaffUser, access: Access): Promise<never> {
  await context.get(servicesContext).staff.audit.refused({
    kind: "access-refused",
    actor: user,
    subject: access,
    address: clientAddress(context),
    detail: { page: new URL(request.url).pathname, method: request.method },
  });
  throw data(FORBIDDEN_MESSAGE, { status: 403 });
}

/**
 * The one check at the top of every console loader and action: nobody signed in goes to the
 * sign-in page (and comes back after), a person without the permission gets 403.
 */
export async function requireStaff(request: Request, context: Context, access: Access): Promise<StaffUser> {
  const user = await context.get(servicesContext).staff.currentUser(request.headers);
  if (!user) {
    const url = new URL(request.url);
    throw redirect(signInHref(`${url.pathname.replace(/\.data$/, "")}${url.search}`));
  }
  if (access !== "signed-in" && !can(user.role, access)) await refuse(request, context, user, access);
  return user;
}

/** A form posted to a console page must carry the anti-forgery token of the visitor's cookie. */
export function requireFormToken(request: Request, form: FormData): void {
  const https = new URL(request.url).protocol === "https:";
  if (!xsrfMatches(xsrfTokenFromCookies(request.headers.get("cookie"), https), form.get(XSRF_FIELD))) {
    throw data("The page had expired: go back, reload it and try again.", { status: 403 });
  }
}

export type StaffForm<Intent extends string> = { user: StaffUser; form: FormData; intent: Intent };

/**
 * A console form post: the anti-forgery token of the cookie must come back in the form (403
 * otherwise), the intent must be one the page's action table names, and the person must have what
 * the table asks for that intent.
 */
export function requireStaffForm<Path extends keyof typeof STAFF_ACTIONS>(
  request: Request,
  context: Context,
  path: Path,
): Promise<StaffForm<keyof (typeof STAFF_ACTIONS)[Path] & string>> {
  return requireStaffIntent(request, context, STAFF_ACTIONS[path]) as Promise<
    StaffForm<keyof (typeof STAFF_ACTIONS)[Path] & string>
  >;
}

/**
 * The same check against a page's own row of intents: a content kind's, which its description
 * gives (decision 104), for a kind the service was given besides the built-in table's.
 */
export async function requireStaffIntent(
  request: Request,
  context: Context,
  actions: Readonly<Record<string, Access>>,
): Promise<StaffForm<string>> {
  const signedIn = await requireStaff(request, context, "signed-in");
  const form = await request.formData();
  requireFormToken(request, form);
  const intent = String(form.get(INTENT_FIELD) ?? "");
  const access = Object.hasOwn(actions, intent) ? actions[intent] : undefined;
  if (!access) throw data("Unknown action.", { status: 400 });
  if (access !== "signed-in" && !can(signedIn.role, access)) await refuse(request, context, signedIn, access);
  return { user: signedIn, form, intent };
}

/** The client address as the host saw it, for the audit log and the sign-in limit. */
export function clientAddress(context: Context): string {
  return context.get(requestContext).clientAddress;
}
