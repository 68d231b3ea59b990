import { data, redirect } from "react-router";
import { servicesContext } from "#server/router-context.ts";
import { clientAddress, requireFormToken } from "#server/staff/access.ts";
import { fieldErrors, SignInSchema } from "#shared/staff/forms.ts";
import { isStaffReturnPath, STAFF_PATH } from "#shared/staff/paths.ts";
import type { Route } from "./+types/sign-in.ts";

type SignInActionData = { message?: string; errors?: Record<string, string>; email: string };

/** Same words for an unknown address and a wrong password, so neither reveals who has an account. */
const SIGN_IN_FAILED = "That e-mail address and password do not match an account.";

function returnPath(request: Request): string {
  const next = new URL(request.url).searchParams.get("next");
  return next && isStaffReturnPath(next) ? next : STAFF_PATH;
}

/** The wait of a refused sign-in reaches the response (React Router keeps action headers only when asked). */
export const headers: Route.HeadersFunction = ({ actionHeaders }) => {
  const retryAfter = actionHeaders.get("retry-after");
  return retryAfter ? { "retry-after": retryAfter } : new Headers();
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await context.get(servicesContext).staff.currentUser(request.headers);
  if (user) throw redirect(returnPath(request));
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  requireFormToken(request, form);
  const email = String(form.get("email") ?? "");
  const parsed = SignInSchema.safeParse({ email, password: form.get("password") });
  if (!parsed.success) {
    const answer: SignInActionData = { errors: fieldErrors(parsed.error), email };
    return data(answer, { status: 400 });
  }
  const result = await context.get(servicesContext).staff.signInWithPassword({
    ...parsed.data,
    address: clientAddress(context),
    headers: request.headers,
  });
  if (result.status === "limited") {
    const minutes = Math.ceil(result.retryAfterSeconds / 60);
    const answer: SignInActionData = {
      message: `Too many failed sign-ins. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
      email,
    };
    return data(answer, { status: 429, headers: { "retry-after": String(result.retryAfterSeconds) } });
  }
  if (result.status === "failed") {
    const answer: SignInActionData = { message: SIGN_IN_FAILED, email };
    return data(answer, { status: 401 });
  }
  const headers = new Headers();
  for (const cookie of result.setCookies) headers.append("set-cookie", cookie);
  throw redirect(returnPath(request), { headers });
}
