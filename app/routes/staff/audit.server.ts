import { z } from "zod";
import { servicesContext } from "#server/router-context.ts";
import { requireStaff } from "#server/staff/access.ts";
import { AUDIT_KINDS } from "#shared/staff/audit-kinds.ts";
import { STAFF_PAGES } from "#shared/staff/console-routes.ts";
import { STAFF_AUDIT_PATH } from "#shared/staff/paths.ts";
import type { Route } from "./+types/audit.ts";

const day = z.iso.date().optional().catch(undefined);

/** The filters as the address carries them; anything malformed is dropped rather than refused. */
const AuditQuerySchema = z.object({
  person: z.string().trim().toLowerCase().max(200).optional().catch(undefined),
  kind: z.enum(AUDIT_KINDS).optional().catch(undefined),
  from: day,
  to: day,
  page: z.coerce.number().int().min(1).max(10_000).default(1).catch(1),
});

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context, STAFF_PAGES[STAFF_AUDIT_PATH]);
  const search = Object.fromEntries(
    [...new URL(request.url).searchParams].filter(([, value]) => value !== ""),
  );
  const query = AuditQuerySchema.parse(search);
  const { entries, hasMore } = await context.get(servicesContext).staff.audit.list(query, query.page);
  return { query, entries, hasMore };
}
