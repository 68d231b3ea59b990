import { datePattern } from "#shared/content-editing/date-field.ts";

/** The date order of the browser's first language (its Accept-Language), which its date picker shows. */
export function browserDatePattern(request: Request): string {
  const first = request.headers.get("accept-language")?.split(",")[0]?.split(";")[0]?.trim();
  return datePattern(first);
}
