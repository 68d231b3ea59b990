import { ROLE_LABELS } from "#shared/staff/roles.ts";
import { staffMeta } from "../../staff/staff-meta.ts";
import type { Route } from "./+types/staff-home.ts";

export { loader } from "./staff-home.server.ts";

export const meta: Route.MetaFunction = () => staffMeta("Staff console");

/** The console's start page: who is signed in and as what; the menu above lists what they may open. */
export default function StaffHome({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <h1>Staff console</h1>
      <p>
        Signed in as {loaderData.name}, {ROLE_LABELS[loaderData.role]}.
      </p>
    </>
  );
}
