import { Link } from "react-router";
import { localizedPath } from "#shared/i18n/locales.ts";
import { formatLongDate } from "#shared/site/date-format.ts";
import { newsItemHref } from "#shared/site/page-hrefs.ts";
import { usePageLocale } from "../../i18n/page-locale.ts";
import { Artwork } from "../content/artwork.tsx";

export type NewsTeaser = {
  id: number;
  name: string;
  /** ISO date; written out as the spec writes it by the shell's formatter, which the page loads anyway. */
  date: string;
  image: string | null;
};

/** Cards for the latest news; each links to the item on the news page (`/news#<id>`, spec 2.4). */
export function NewsTeasers({ items }: { items: NewsTeaser[] }) {
  const locale = usePageLocale();
  return (
    <ul className="card-grid news-teasers">
      {items.map((item) => (
        <li key={item.id} className="industry-card news-teaser">
          {item.image ? (
            <Artwork file={item.image} kind="news" alt="" className="industry-card-image" />
          ) : (
            <div className="news-teaser-placeholder" />
          )}
          <time className="news-item-date" dateTime={item.date}>
            {formatLongDate(item.date, locale)}
          </time>
          <h3 className="industry-card-name">
            <Link
              to={localizedPath(newsItemHref(item.id), locale)}
              className="card-link"
              lang={locale === "en" ? undefined : "en"}
            >
              {item.name}
            </Link>
          </h3>
        </li>
      ))}
    </ul>
  );
}
