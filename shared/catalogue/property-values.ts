import type { Locale } from "../i18n/locales.ts";
import { formatFiguresIn } from "../site/number-format.ts";

/**
 * A product's typical properties as a page in `locale` shows them, on the product and compare pages
 * alike: each name from the property-names glossary (`names`, English term → the language's), each
 * value's figures written the language's way (decision 098); the value's words stay English
 * (decision 063).
 */
export function propertiesInLanguage(
  properties: readonly (readonly [string, string])[],
  locale: Locale,
  names: ReadonlyMap<string, string>,
): [string, string][] {
  return properties.map(([name, value]) => [names.get(name) ?? name, formatFiguresIn(value, locale)]);
}
