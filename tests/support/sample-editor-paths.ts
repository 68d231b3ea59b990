import { TRANSLATION_ITEM_PATH, translationItemPath } from "#shared/content-editing/console-paths.ts";
import { type StaffBrowser, staffGet } from "./staff-client.ts";
import type { TestService } from "./test-service.ts";

const KIND_EDITOR = /^(\/staff\/[a-z-]+)\/:key$/;

/**
 * A console address with a real item in place of its parameter, other addresses as they are: a
 * kind's editor at the first item its list links (as a person with access finds it), so a new kind
 * needs no sample named here (decision 104).
 */
export async function sampleEditorPath(
  service: TestService,
  admin: StaffBrowser,
  path: string,
): Promise<string> {
  if (path === TRANSLATION_ITEM_PATH) return translationItemPath("legal", "privacy-policy", "de");
  const list = KIND_EDITOR.exec(path)?.[1];
  if (!list) return path;
  const html = await (await staffGet(service, admin, list)).text();
  const first = new RegExp(`href="(${list}/(?!new")[^"?]+)"`).exec(html)?.[1];
  if (!first) throw new Error(`${list} lists no item to open its editor with`);
  return first;
}
