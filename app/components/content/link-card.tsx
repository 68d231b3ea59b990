import { Link } from "react-router";
import { useLocalizedPath } from "../../i18n/page-locale.ts";
import { Artwork } from "./artwork.tsx";

type Props = {
  to: string;
  title: string;
  /** Cards in compact grids show the title only. */
  summary?: string;
  headingLevel: 2 | 3;
  /** Picture path under the file base; cards without one are text only. */
  image?: string;
  /** `en` on another language's page when the card's text is English (decision 063). */
  lang?: "en" | undefined;
};

/** A card in a card grid whose whole surface links to a page; the link text is the title. */
export function LinkCard({ to, title, summary, headingLevel, image, lang }: Props) {
  const Heading = `h${headingLevel}` as const;
  const localized = useLocalizedPath();
  return (
    <li className={image ? "industry-card" : "industry-card link-card--text"} lang={lang}>
      {image ? <Artwork file={image} kind="industry" alt="" className="industry-card-image" /> : null}
      <Heading className="industry-card-name">
        <Link to={localized(to)} className="card-link">
          {title}
        </Link>
      </Heading>
      {summary ? <p>{summary}</p> : null}
    </li>
  );
}
