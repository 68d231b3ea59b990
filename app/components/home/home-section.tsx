import type { ReactNode } from "react";
import { Link } from "react-router";
import { useLocalizedPath } from "../../i18n/page-locale.ts";
import { Artwork } from "../content/artwork.tsx";

type Props = {
  /** Prefix of the heading id that labels the section. */
  id: string;
  title: string;
  lead?: string;
  /** The link under the section to the page that says more. */
  more?: { label: string; to: string };
  warm?: boolean;
  /** A picture beside the text; without one the section is full width. */
  image?: { file: string; alt: string };
  children?: ReactNode;
};

/** One band of the home page: heading, optional lead, content and a link onwards. */
export function HomeSection({ id, title, lead, more, warm, image, children }: Props) {
  const headingId = `${id}-title`;
  const localized = useLocalizedPath();
  const text = (
    <>
      <h2 id={headingId}>{title}</h2>
      {lead ? <p className="home-section-lead">{lead}</p> : null}
      {children}
      {more ? (
        <p className="home-section-more">
          <Link to={localized(more.to)} className="more-link">
            {more.label}
          </Link>
        </p>
      ) : null}
    </>
  );
  return (
    <section
      aria-labelledby={headingId}
      className={warm ? "home-section home-section--warm" : "home-section"}
    >
      <div className="container">
        {image ? (
          <div className="home-split">
            <div>{text}</div>
            <Artwork file={image.file} kind="page" alt={image.alt} className="home-split-image" />
          </div>
        ) : (
          text
        )}
      </div>
    </section>
  );
}
