import type { ReactNode } from "react";
import { Artwork } from "./artwork.tsx";
import { RichText } from "./rich-text.tsx";

type Props = {
  title: string;
  html: string;
  /** Picture beside the text, path under the file base. */
  image?: string;
  imageAlt?: string;
  /** Puts the picture on the left, so consecutive blocks alternate. */
  reverse?: boolean;
  highlighted?: boolean;
  children?: ReactNode;
};

/** A titled block of rich text, optionally beside a picture: the body of the company pages. */
export function ContentBlock({ title, html, image, imageAlt = "", reverse, highlighted, children }: Props) {
  if (!title && !html) return null;
  const classes = [
    "content-block",
    image ? "content-block--with-image" : "",
    reverse ? "content-block--reverse" : "",
    highlighted ? "content-block--highlighted" : "",
  ]
    .filter(Boolean)
    .join(" ");
  return (
    <section className={classes}>
      <div className="content-block-text">
        {title ? <h2>{title}</h2> : null}
        <RichText html={html} />
        {children}
      </div>
      {image ? <Artwork file={image} kind="page" alt={imageAlt} className="content-block-image" /> : null}
    </section>
  );
}
