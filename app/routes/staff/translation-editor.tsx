import { Link } from "react-router";
import { TRANSLATIONS_PATH } from "#shared/content-editing/console-paths.ts";
import { LANGUAGE_NAMES_IN_ENGLISH } from "#shared/enquiries/visitor-language.ts";
import { LANGUAGE_TAGS } from "#shared/i18n/locales.ts";
import { TEXT_FIELD_PREFIX } from "#shared/translations/translation-fields.ts";
import { StaffForm } from "../../staff/staff-form.tsx";
import { staffMeta } from "../../staff/staff-meta.ts";
import type { Route } from "./+types/translation-editor.ts";

export { action, loader } from "./translation-editor.server.ts";

export const meta: Route.MetaFunction = ({ loaderData }) =>
  staffMeta(loaderData ? `${loaderData.kindLabel}: translation` : "Translation");

/** One item's texts: the English on the left, its translation to write on the right (decision 063). */
export default function TranslationEditor({ loaderData }: Route.ComponentProps) {
  const { kindLabel, key, locale, complete, outdated, leaves, saved } = loaderData;
  const language = LANGUAGE_NAMES_IN_ENGLISH[locale];
  return (
    <>
      <p>
        <Link to={TRANSLATIONS_PATH}>All translations</Link>
      </p>
      <h1>
        {kindLabel}: {key} in {language}
      </h1>
      {saved ? (
        <p className="staff-notice" role="status">
          Translation saved: the {language} pages show it now.
        </p>
      ) : null}
      <p>
        Status:{" "}
        {!complete
          ? `Missing: the ${language} pages show the English until every text is translated`
          : outdated.length > 0
            ? `Out of date: the English of ${outdated.join(", ")} changed since this was translated; the ${language} pages show this translation until it is saved again`
            : "Translated"}
      </p>
      <StaffForm
        intent="save"
        aria-label={`${language} translation`}
        className="staff-form staff-translation"
      >
        {leaves.map((leaf) => {
          const id = `${TEXT_FIELD_PREFIX}${leaf.path}`;
          return (
            <div key={leaf.path} className="staff-translation-row">
              <div>
                <p className="staff-translation-label" id={`${id}-english`}>
                  {leaf.label} (English)
                </p>
                <p lang="en" className="staff-translation-english">
                  {leaf.english}
                </p>
              </div>
              <label>
                {leaf.label} ({language}){leaf.rich ? ", HTML" : ""}
                <textarea
                  name={id}
                  lang={LANGUAGE_TAGS[locale]}
                  defaultValue={leaf.translated}
                  rows={Math.min(12, Math.max(2, Math.ceil(leaf.english.length / 70)))}
                  aria-describedby={`${id}-english`}
                />
              </label>
            </div>
          );
        })}
        <p>
          <button type="submit" className="staff-button">
            Save translation
          </button>
        </p>
      </StaffForm>
    </>
  );
}
