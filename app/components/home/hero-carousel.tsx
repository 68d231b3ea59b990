import { useEffect, useId, useRef, useState } from "react";
import { Link } from "react-router";
import type { SlideData } from "#shared/home/home-banner.ts";
import { m } from "#shared/i18n/paraglide/messages.js";
import { prefersReducedMotion } from "../../hooks/use-scroll-to-top.ts";

type Props = { label: string; slides: readonly SlideData[]; intervalMs: number };

const PREVIOUS = "M10.5 1.5 12 3 7 8l5 5-1.5 1.5L4 8z";
const NEXT = "M5.5 1.5 4 3l5 5-5 5 1.5 1.5L12 8z";

type ControlProps = { label: string; icon: string; controls: string; onClick: () => void };

function Control({ label, icon, controls, onClick }: ControlProps) {
  return (
    <button type="button" className="carousel-button" aria-controls={controls} onClick={onClick}>
      <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
        <path d={icon} fill="currentColor" />
      </svg>
      <span className="visually-hidden">{label}</span>
    </button>
  );
}

/**
 * The home banner's slides, following the WAI-ARIA carousel pattern: a labelled region with
 * rotation, previous and next controls; each slide a group labelled "n of N"; the live region is
 * off while the slides rotate by themselves. Rotation pauses while the pointer is over the carousel
 * or focus is inside it, stops for good with the rotation button, and never starts on its own when
 * the visitor prefers reduced motion. While the carousel is scrolled out of view the slides wait, so
 * the page does no work for them. Without JavaScript every slide shows, one under another.
 */
export function HeroCarousel({ label, slides, intervalMs }: Props) {
  const slidesId = useId();
  const [active, setActive] = useState(0);
  const [stopped, setStopped] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [inView, setInView] = useState(true);
  const region = useRef<HTMLElement>(null);
  const rotating = !stopped && !hovered && !focused;
  const count = slides.length;

  useEffect(() => {
    if (prefersReducedMotion()) setStopped(true);
  }, []);

  useEffect(() => {
    if (!region.current) return;
    const observer = new IntersectionObserver(([entry]) => setInView(entry?.isIntersecting ?? true));
    observer.observe(region.current);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    if (!rotating || !inView) return;
    const timer = window.setTimeout(() => setActive((active + 1) % count), intervalMs);
    return () => window.clearTimeout(timer);
  }, [rotating, inView, active, count, intervalMs]);

  const show = (step: number) => setActive((index) => (index + step + count) % count);

  return (
    <section
      ref={region}
      className="carousel"
      aria-roledescription={m.home_carousel_role()}
      aria-label={label}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
    >
      <div className="carousel-controls">
        <Control
          label={stopped ? m.home_carousel_start() : m.home_carousel_stop()}
          icon={stopped ? "M4 2l10 6-10 6z" : "M3 2h3.5v12H3zM9.5 2H13v12H9.5z"}
          controls={slidesId}
          onClick={() => setStopped(!stopped)}
        />
        <Control
          label={m.home_carousel_previous()}
          icon={PREVIOUS}
          controls={slidesId}
          onClick={() => show(-1)}
        />
        <Control label={m.home_carousel_next()} icon={NEXT} controls={slidesId} onClick={() => show(1)} />
      </div>
      <div id={slidesId} className="carousel-slides" aria-live={rotating ? "off" : "polite"}>
        {slides.map(([headline, lead, actionLabel, actionTo], index) => (
          // biome-ignore lint/a11y/useSemanticElements: the carousel pattern's slide is a group; a fieldset is for form controls
          <div
            key={headline}
            role="group"
            aria-roledescription={m.home_carousel_slide_role()}
            aria-label={m.pager_of({ page: index + 1, total: count })}
            className={index === active ? "carousel-slide is-active" : "carousel-slide"}
          >
            <h2 className="carousel-headline">{headline}</h2>
            <p className="carousel-lead">{lead}</p>
            <Link className="button button--accent" to={actionTo}>
              {actionLabel}
            </Link>
          </div>
        ))}
      </div>
    </section>
  );
}
