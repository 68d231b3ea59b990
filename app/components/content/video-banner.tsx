import { useEffect, useRef, useState } from "react";
import { ARTWORK_SIZES } from "#shared/media/artwork-sizes.ts";
import { useFileUrl } from "../../settings.ts";
import { Artwork } from "./artwork.tsx";

type Props = {
  title: string;
  /** Video path under the file base. */
  video: string;
  /** Poster picture path under the file base, shown until the visitor asks for the video. */
  poster: string;
  posterAlt: string;
};

/**
 * A poster with a play button; the video is fetched only when the visitor presses it, so
 * nothing but the poster loads with the page. Without JavaScript the button opens the video file.
 */
export function VideoBanner({ title, video, poster, posterAlt }: Props) {
  const fileUrl = useFileUrl();
  const [playing, setPlaying] = useState(false);
  const player = useRef<HTMLVideoElement>(null);
  const { width, height } = ARTWORK_SIZES.poster;

  useEffect(() => {
    if (playing) player.current?.focus();
  }, [playing]);

  return (
    <section className="video-banner" aria-labelledby="video-banner-title">
      <div className="container">
        <h2 id="video-banner-title">{title}</h2>
        <div className="video-frame">
          {playing ? (
            // biome-ignore lint/a11y/useMediaCaption: the tour has no speech or sound to caption
            <video
              ref={player}
              src={fileUrl(video)}
              poster={fileUrl(poster)}
              width={width}
              height={height}
              controls
              autoPlay
              playsInline
              aria-label={title}
            />
          ) : (
            <>
              <Artwork file={poster} kind="poster" alt={posterAlt} eager />
              <a
                className="video-play"
                href={fileUrl(video)}
                onClick={(event) => {
                  event.preventDefault();
                  setPlaying(true);
                }}
              >
                <svg viewBox="0 0 48 48" width="48" height="48" aria-hidden="true">
                  <circle cx="24" cy="24" r="23" fill="currentColor" opacity="0.9" />
                  <path d="M19 15l15 9-15 9z" fill="#ffffff" />
                </svg>
                <span>Play the {title.toLowerCase()}</span>
              </a>
            </>
          )}
        </div>
      </div>
    </section>
  );
}
