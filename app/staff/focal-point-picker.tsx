import { type MouseEvent, useEffect, useState } from "react";
import { focalCrop } from "#shared/uploads/focal-crop.ts";
import { CARD_ASPECT, type FocalPoint } from "#shared/uploads/focal-point.ts";
import { FieldError } from "./staff-form.tsx";

type Props = {
  image: { src: string; width: number; height: number; alt: string };
  focal: FocalPoint;
  /** A refused post's values and messages, kept in the boxes. */
  values?: Record<string, string>;
  errors?: Record<string, string>;
};

const asNumber = (text: string, fallback: number) => {
  const value = Number(text);
  return text.trim() !== "" && Number.isFinite(value) ? Math.min(1, Math.max(0, value)) : fallback;
};

/**
 * The focal point's two number boxes (what a browser without JavaScript posts), and the image with
 * the point and the card crop it gives drawn over it. With JavaScript a click on the image fills
 * the boxes; the drawing is SVG attributes, not inline styles, which the console's CSP refuses.
 */
export function FocalPointPicker({ image, focal, values, errors = {} }: Props) {
  const [x, setX] = useState(values?.x ?? String(focal.x));
  const [y, setY] = useState(values?.y ?? String(focal.y));
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const point = { x: asNumber(x, focal.x), y: asNumber(y, focal.y) };
  const crop = focalCrop({ width: 1000, height: (1000 * image.height) / image.width }, CARD_ASPECT, point);
  const viewHeight = (1000 * image.height) / image.width;
  const pick = (event: MouseEvent<HTMLButtonElement>) => {
    // A keyboard's Enter or Space is a click at no place: those people use the boxes.
    if (event.detail === 0) return;
    const box = event.currentTarget.getBoundingClientRect();
    const fraction = (offset: number, size: number) => String(Math.round((offset / size) * 1000) / 1000);
    setX(fraction(event.clientX - box.left, box.width));
    setY(fraction(event.clientY - box.top, box.height));
  };
  const picture = (
    <span className="staff-focal-frame">
      <img src={image.src} width={image.width} height={image.height} alt={image.alt} />
      <svg viewBox={`0 0 1000 ${viewHeight}`} aria-hidden="true" className="staff-focal-overlay">
        <rect
          x={crop.left}
          y={crop.top}
          width={crop.width}
          height={crop.height}
          className="staff-focal-crop"
        />
        <circle cx={point.x * 1000} cy={point.y * viewHeight} r="12" className="staff-focal-point" />
      </svg>
    </span>
  );
  return (
    <>
      {hydrated ? (
        <button
          type="button"
          className="staff-focal-button"
          onClick={pick}
          aria-label="Set the focal point where you click on the image"
          aria-describedby="focal-point-hint"
        >
          {picture}
        </button>
      ) : (
        picture
      )}
      <p id="focal-point-hint" className="staff-hint">
        {hydrated ? "Click the image where its focal point is, or enter" : "Enter"} the point as fractions of
        the width and height from the top left (0.5 and 0.5 is the middle). The frame shows what a card keeps.
      </p>
      <div className="staff-inline">
        <label>
          Across (0 to 1)
          <input
            type="number"
            name="x"
            min="0"
            max="1"
            step="0.001"
            required
            value={x}
            onChange={(event) => setX(event.target.value)}
            aria-invalid={errors.x ? true : undefined}
            aria-describedby={errors.x ? "focal-x-error" : undefined}
          />
          <FieldError id="focal-x-error" message={errors.x} />
        </label>
        <label>
          Down (0 to 1)
          <input
            type="number"
            name="y"
            min="0"
            max="1"
            step="0.001"
            required
            value={y}
            onChange={(event) => setY(event.target.value)}
            aria-invalid={errors.y ? true : undefined}
            aria-describedby={errors.y ? "focal-y-error" : undefined}
          />
          <FieldError id="focal-y-error" message={errors.y} />
        </label>
      </div>
    </>
  );
}
