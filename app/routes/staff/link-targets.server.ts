import { z } from "zod";
import { findLinkTargets } from "#server/content-editing/link-targets.ts";
import { servicesContext } from "#server/router-context.ts";
import { requireStaff } from "#server/staff/access.ts";
import { LINK_TARGET_LIMIT, LINK_TARGETS_PATH } from "#shared/content-editing/link-targets.ts";
import { STAFF_PAGES } from "#shared/staff/console-routes.ts";
import type { Route } from "./+types/link-targets.ts";

const QuerySchema = z.string().trim().max(200).catch("");

/** The site's live pages whose title holds the words of `?q=`, for a link in a rich-text field. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context, STAFF_PAGES[LINK_TARGETS_PATH]);
  const { database, contentEditing } = context.get(servicesContext);
  const query = QuerySchema.parse(new URL(request.url).searchParams.get("q") ?? "");
  const targets = await findLinkTargets(database.db, contentEditing.kinds, query, LINK_TARGET_LIMIT);
  return Response.json({ targets }, { headers: { "cache-control": "no-store" } });
}
