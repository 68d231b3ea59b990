import { z } from "zod";
import { servicesContext } from "#server/router-context.ts";
import { clientAddress, requireStaff } from "#server/staff/access.ts";
import { exportLeads, LEAD_EXPORT_FORMATS, LEAD_EXPORT_TYPES } from "#server/staff/leads/export.ts";
import { STAFF_PAGES } from "#shared/staff/console-routes.ts";
import { leadExportFileName } from "#shared/staff/leads/export-file-name.ts";
import { leadFilterFromQuery, leadFilterToQuery } from "#shared/staff/leads/filter.ts";
import { LEAD_EXPORT_PATH } from "#shared/staff/leads/paths.ts";
import type { Route } from "./+types/enquiries-export.ts";

const FormatSchema = z.enum(LEAD_EXPORT_FORMATS).catch("csv");

/** The inbox's filtered list (every page) as a file, with the exporter of `npm run enquiries:export`. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireStaff(request, context, STAFF_PAGES[LEAD_EXPORT_PATH]);
  const { database, staff } = context.get(servicesContext);
  const params = new URL(request.url).searchParams;
  const format = FormatSchema.parse(params.get("format"));
  const { page: _page, ...filter } = leadFilterFromQuery(params);
  const body = await exportLeads(database, filter, format);
  await staff.audit.record({
    kind: "leads-exported",
    actor: user,
    address: clientAddress(context),
    detail: { format, filter: leadFilterToQuery(filter) || "(none)" },
  });
  return new Response(typeof body === "string" ? body : new Uint8Array(body), {
    headers: {
      "content-type": LEAD_EXPORT_TYPES[format],
      "content-disposition": `attachment; filename="${leadExportFileName(filter, format, new Date())}"`,
    },
  });
}
