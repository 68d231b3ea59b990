import { BASE_LOCALE } from "#shared/i18n/locales.ts";
import { formatLongDate } from "#shared/site/date-format.ts";
import type { ResponsiveImage } from "#shared/uploads/responsive-image.ts";
import { usePageLocale } from "../../i18n/page-locale.ts";
import { Artwork } from "../content/artwork.tsx";
import { RichText } from "../content/rich-text.tsx";

type NewsArticleData = {
  id: number;
  name: string;
  date: string;
  image: string | null;
  /** Empty when the picture is decorative. */
  imageAlt: string;
  description: string;
  /** An uploaded image's sizes and formats (decision 071); null for the content files' artwork. */
  picture?: ResponsiveImage | null;
};

/** The picture is 20rem wide beside the text on a wide screen, the column's width below that. */
const PICTURE_SIZES = "(min-width: 60rem) 20rem, calc(100vw - 3rem)";

type Props = {
  item: NewsArticleData;
  highlighted: boolean;
  /** The first picture on the page is in view on arrival, so it loads at once. */
  eager: boolean;
};

/** One news item; its element id is the item id, so `/news#<id>` can point at it. */
export function NewsArticle({ item, highlighted, eager }: Props) {
  const headingId = `news-${item.id}-title`;
  const locale = usePageLocale();
  // News is published in English only (decision 065): its text is marked so on the other languages' pages.
  const lang = locale === BASE_LOCALE ? undefined : "en";
  return (
    <article
      id={String(item.id)}
      className={highlighted ? "news-item news-item--highlighted" : "news-item"}
      aria-labelledby={headingId}
      tabIndex={-1}
    >
      {item.picture ? (
        <picture>
          {item.picture.sources.map((source) => (
            <source key={source.type} type={source.type} srcSet={source.srcset} sizes={PICTURE_SIZES} />
          ))}
          <img
            src={item.picture.fallback.src}
            srcSet={item.picture.fallback.srcset}
            sizes={PICTURE_SIZES}
            width={item.picture.width}
            height={item.picture.height}
            alt={item.imageAlt}
            lang={lang}
            className="news-item-image"
            loading={eager ? "eager" : "lazy"}
            decoding="async"
          />
        </picture>
      ) : item.image ? (
        <Artwork
          file={item.image}
          kind="news"
          alt={item.imageAlt}
          className="news-item-image"
          eager={eager}
        />
      ) : null}
      <div className="news-item-text">
        <time className="news-item-date" dateTime={item.date}>
          {formatLongDate(item.date, locale)}
        </time>
        <h2 id={headingId} className="news-item-title" lang={lang}>
          {item.name}
        </h2>
        <RichText html={item.description} lang={lang} />
      </div>
    </article>
  );
}
