import { data, type RouterContextProvider, redirect } from "react-router";
import { z } from "zod";
import type { AnyContentKind } from "#server/content-editing/content-kind.ts";
import { changeMany, listPage } from "#server/content-editing/content-list.ts";
import { servicesContext } from "#server/router-context.ts";
import { clientAddress, requireStaffIntent } from "#server/staff/access.ts";
import { BULK_KEY_FIELD, listHref, readListQuery } from "#shared/content-editing/content-list.ts";
import type { Access } from "#shared/staff/console-routes.ts";
import type {
  BulkActionData,
  BulkUnpublishStep,
  ContentItemRow,
  ContentListData,
} from "./content-items-table.tsx";

type Context = Readonly<RouterContextProvider>;
type ListFilter = NonNullable<ContentListData["filter"]>;

/**
 * The page of a content list its address asks for (issue 31): `rows` in the kind's own order,
 * each with its kind-specific filter's value when `filter` is given. Any other address of the same
 * list (the filter form's empty fields, a value the list does not know, a page past the last) is
 * redirected to its canonical one.
 */
export function contentListData(
  request: Request,
  kind: AnyContentKind,
  rows: readonly (ContentItemRow & { filterValue?: string })[],
  filter?: ListFilter,
): ContentListData {
  const url = new URL(request.url);
  const query = readListQuery(url.searchParams, filter?.name);
  const page = listPage(rows, query);
  // A client navigation asks for `<path>.data` (with `_routes` on revalidation); the page's own address is compared.
  const path = url.pathname.replace(/\.data$/, "");
  const asked = new URLSearchParams(url.search);
  asked.delete("_routes");
  const canonical = listHref(path, { ...query, page: page.page }, filter?.name);
  if (canonical !== (asked.size ? `${path}?${asked}` : path)) throw redirect(canonical);
  return {
    ...page,
    rows: page.rows.map(({ filterValue: _, ...row }) => row),
    query: { ...query, page: page.page },
    filter: filter ?? null,
    canUnpublish: !kind.fixed,
  };
}

const Keys = z.array(z.string().min(1).max(200)).max(1000);

/**
 * A list's bulk post: "Publish selected" or "Unpublish selected" on the ticked rows, checked against
 * the role table like every console form, each item published or unpublished (and audited) as its
 * editor would.
 */
export async function contentListAction(options: {
  request: Request;
  context: Context;
  /** The list's row of the role table: which bulk intents it takes and what each needs. */
  actions: Readonly<Record<string, Access>>;
  kind: AnyContentKind;
  refuseUnpublish?: (key: string) => Promise<string | undefined>;
}) {
  const { context, kind } = options;
  const posted = await requireStaffIntent(options.request, context, options.actions);
  const keys = Keys.safeParse(posted.form.getAll(BULK_KEY_FIELD));
  if (!keys.success) throw data("Too many items selected.", { status: 400 });
  const act = posted.intent === "bulk-unpublish" ? "unpublish" : "publish";
  const { contentEditing } = context.get(servicesContext);
  // Taking pages down asks first, as one item's Unpublish does, naming what links to each (issue 31).
  if (act === "unpublish" && keys.data.length > 0 && posted.form.get("confirm") !== "yes") {
    const items = await Promise.all(
      keys.data.map(async (key) => {
        const entry = await contentEditing.get(kind.name, key);
        if (!entry) return [];
        const live = entry.published !== null;
        return [
          {
            key,
            title: kind.titleOf(kind.schema.parse(entry.working)),
            live,
            linkedFrom: live ? await contentEditing.linksTo(kind.name, key) : [],
          },
        ];
      }),
    );
    return { confirmUnpublish: { items: items.flat() } satisfies BulkUnpublishStep };
  }
  const outcome = await changeMany({
    contentEditing,
    kind,
    keys: keys.data,
    act,
    editor: { id: posted.user.id, email: posted.user.email, address: clientAddress(context) },
    refuseUnpublish: options.refuseUnpublish,
  });
  return { bulk: { act, ...outcome } satisfies BulkActionData };
}
