import { Link } from "react-router";
import { TRANSLATIONS_PATH, translationItemPath } from "#shared/content-editing/console-paths.ts";
import { LANGUAGE_NAMES_IN_ENGLISH } from "#shared/enquiries/visitor-language.ts";
import { PREFIXED_LOCALES } from "#shared/i18n/locales.ts";
import { staffMeta } from "../../staff/staff-meta.ts";
import { StaffTable } from "../../staff/staff-table.tsx";
import type { Route } from "./+types/translations.ts";

export { loader } from "./translations.server.ts";

export const meta: Route.MetaFunction = () => staffMeta("Translations");

/** What of the content each language lacks, and the way to every item's translations (decision 063). */
export default function Translations({ loaderData }: Route.ComponentProps) {
  const { kinds, selected } = loaderData;
  const missing = (locale: (typeof PREFIXED_LOCALES)[number]) =>
    kinds.flatMap((kind) =>
      kind.missing
        .filter((item) => !item.complete[locale])
        .map((item) => ({ ...item, kind: kind.name, kindLabel: kind.label })),
    );
  const outdated = (locale: (typeof PREFIXED_LOCALES)[number]) =>
    kinds.flatMap((kind) =>
      kind.outdated
        .filter((item) => item.outdated[locale].length > 0)
        .map((item) => ({ ...item, kind: kind.name, kindLabel: kind.label })),
    );
  return (
    <>
      <h1>Translations</h1>
      <p>
        The site's German, French and Spanish pages show these translations of the content. An item without a
        complete translation shows its English text there, marked as English, and stays out of that language's
        sitemap.
      </p>
      <StaffTable
        caption="Items translated, by kind and language"
        columns={["Content", ...PREFIXED_LOCALES.map((locale) => LANGUAGE_NAMES_IN_ENGLISH[locale])]}
      >
        {kinds.map((kind) => (
          <tr key={kind.name}>
            <th scope="row">
              <Link to={`${TRANSLATIONS_PATH}?kind=${kind.name}`}>{kind.label}</Link>
            </th>
            {PREFIXED_LOCALES.map((locale) => (
              <td key={locale}>
                {kind.total - kind.missing.filter((item) => !item.complete[locale]).length} of {kind.total}
              </td>
            ))}
          </tr>
        ))}
      </StaffTable>
      {PREFIXED_LOCALES.map((locale) => {
        const lacking = missing(locale);
        return (
          <section key={locale} aria-labelledby={`missing-${locale}`}>
            <h2 id={`missing-${locale}`}>Missing in {LANGUAGE_NAMES_IN_ENGLISH[locale]}</h2>
            {lacking.length === 0 ? (
              <p>Nothing: every item is translated.</p>
            ) : (
              <ul>
                {lacking.map((item) => (
                  <li key={`${item.kind}/${item.key}`}>
                    <Link to={translationItemPath(item.kind, item.key, locale)}>
                      {item.kindLabel}: {item.title}
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </section>
        );
      })}
      {PREFIXED_LOCALES.map((locale) => {
        const stale = outdated(locale);
        return stale.length === 0 ? null : (
          <section key={locale} aria-labelledby={`outdated-${locale}`}>
            <h2 id={`outdated-${locale}`}>Out of date in {LANGUAGE_NAMES_IN_ENGLISH[locale]}</h2>
            <p>
              The English changed after these were translated; the pages show the translation until it is
              updated.
            </p>
            <ul>
              {stale.map((item) => (
                <li key={`${item.kind}/${item.key}`}>
                  <Link to={translationItemPath(item.kind, item.key, locale)}>
                    {item.kindLabel}: {item.title}
                  </Link>{" "}
                  {`(${item.outdated[locale].join(", ")} changed)`}
                </li>
              ))}
            </ul>
          </section>
        );
      })}
      {selected ? (
        <section aria-labelledby="kind-items">
          <h2 id="kind-items">{kinds.find((kind) => kind.name === selected.name)?.label}</h2>
          <StaffTable
            caption="Each item's translations"
            columns={["Item", ...PREFIXED_LOCALES.map((locale) => LANGUAGE_NAMES_IN_ENGLISH[locale])]}
          >
            {selected.items.map((item) => (
              <tr key={item.key}>
                <th scope="row">{item.title}</th>
                {PREFIXED_LOCALES.map((locale) => (
                  <td key={locale}>
                    <Link
                      to={translationItemPath(selected.name, item.key, locale)}
                      aria-label={`${item.title} in ${LANGUAGE_NAMES_IN_ENGLISH[locale]}`}
                    >
                      {!item.complete[locale]
                        ? "Missing"
                        : item.outdated[locale].length > 0
                          ? "Out of date"
                          : "Translated"}
                    </Link>
                  </td>
                ))}
              </tr>
            ))}
          </StaffTable>
        </section>
      ) : null}
    </>
  );
}
