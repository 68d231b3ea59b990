import { data } from "react-router";
import type { z } from "zod";
import { contentItemPath } from "#shared/content-editing/console-paths.ts";
import type { Services } from "../services.ts";
import { PREVIEW_HEADERS, previewRecord } from "./preview.ts";

/**
 * `?preview=<key>` at an item's own address: the item's draft, parsed by its kind's schema, with
 * the address of its editor, for a signed-in person who may edit content; undefined for anyone
 * else, and for any other address, who get the public page.
 */
export async function previewDraft<Record>(
  services: Services,
  request: Request,
  kind: { name: string; schema: z.ZodType<Record> },
  key: string,
  editorHref = contentItemPath(kind.name, key),
): Promise<{ draft: Record; editorHref: string } | undefined> {
  if (new URL(request.url).searchParams.get("preview") !== key) return undefined;
  const record = await previewRecord(services, request, kind.name, key);
  if (!record) return undefined;
  return { draft: kind.schema.parse(record), editorHref };
}

/** A preview's answer: kept out of every cache and every index. */
export function previewAnswer<Value>(value: Value) {
  return data(value, { headers: PREVIEW_HEADERS });
}
