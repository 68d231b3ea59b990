import { SECRET_BEARING_PATHS, STAFF_PATH } from "#shared/staff/paths.ts";

const REDACTED = "[redacted]";

/** `/staff/invitation/<token>` and its `.data` fetch, and the like for every secret-bearing path. */
const SECRET_SEGMENT = new RegExp(
  `^(${SECRET_BEARING_PATHS.map((path) => path.replaceAll("/", "\\/")).join("|")})\\/[^/?#]+?(\\.data)?(?=[/?#]|$)`,
  "i",
);

/**
 * A request's address as the log may keep it (issue 30, items 3 and 8): without the one-time
 * tokens of invitation and reset links, and without the values of the console's query strings,
 * where searches and filters name people (`/staff/leads?search=jane@example.com`).
 */
export function loggedUrl(url: string): string {
  const queryAt = url.indexOf("?");
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  const redactedPath = path.replace(
    SECRET_SEGMENT,
    (_, base: string, data = "") => `${base}/${REDACTED}${data}`,
  );
  if (queryAt === -1) return redactedPath;
  const query = url.slice(queryAt + 1);
  const isStaff =
    path === STAFF_PATH || path.toLowerCase().startsWith(`${STAFF_PATH}/`) || path === "/staff.data";
  if (!isStaff) return `${redactedPath}?${query}`;
  const names = query
    .split("&")
    .filter(Boolean)
    .map((pair) => `${pair.split("=")[0]}=${REDACTED}`);
  return `${redactedPath}?${names.join("&")}`;
}
