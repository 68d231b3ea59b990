import { data, redirect } from "react-router";
import { servicesContext } from "#server/router-context.ts";
import { clientAddress, requireFormToken } from "#server/staff/access.ts";
import { fieldErrors, PasswordResetRequestSchema } from "#shared/staff/forms.ts";
import { STAFF_PATH } from "#shared/staff/paths.ts";
import type { Route } from "./+types/password-reset.ts";

type PasswordResetRequestData = {
  sent?: boolean;
  message?: string;
  errors?: Record<string, string>;
  email: string;
};

/** The wait of a refused request reaches the response (React Router keeps action headers only when asked). */
export const headers: Route.HeadersFunction = ({ actionHeaders }) => {
  const retryAfter = actionHeaders.get("retry-after");
  return retryAfter ? { "retry-after": retryAfter } : new Headers();
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await context.get(servicesContext).staff.currentUser(request.headers);
  if (user) throw redirect(STAFF_PATH);
  return null;
}

/** The same answer whether or not the address is an active person's, so it reveals no account. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  requireFormToken(request, form);
  const email = String(form.get("email") ?? "");
  const parsed = PasswordResetRequestSchema.safeParse({ email });
  if (!parsed.success) {
    const answer: PasswordResetRequestData = { errors: fieldErrors(parsed.error), email };
    return data(answer, { status: 400 });
  }
  const result = await context
    .get(servicesContext)
    .staff.requestPasswordReset(parsed.data.email, clientAddress(context));
  if (result.status === "limited") {
    const minutes = Math.ceil(result.retryAfterSeconds / 60);
    const answer: PasswordResetRequestData = {
      message: `Too many reset requests. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
      email,
    };
    return data(answer, { status: 429, headers: { "retry-after": String(result.retryAfterSeconds) } });
  }
  const answer: PasswordResetRequestData = { sent: true, email: parsed.data.email };
  return answer;
}
