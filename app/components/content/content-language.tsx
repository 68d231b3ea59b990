import type { ReactNode } from "react";

/**
 * Marks content shown in English on a page of another language, because its translation is missing
 * (decision 063), so screen readers and translators' tools read it as English. Adds no box to the layout.
 */
export function ContentLanguage({ lang, children }: { lang: "en" | undefined; children: ReactNode }) {
  return lang ? (
    <div lang={lang} className="content-language">
      {children}
    </div>
  ) : (
    children
  );
}
