import { ARTWORK_SIZES } from "#shared/media/artwork-sizes.ts";
import { useFileUrl } from "../../settings.ts";

type Props = {
  /** Path under the file base, e.g. `industries/textiles.svg`. */
  file: string;
  kind: keyof typeof ARTWORK_SIZES;
  /** Empty when the picture is decoration next to text that says the same. */
  alt: string;
  className?: string;
  /** Above-the-fold pictures load at once; the rest wait until they are near the viewport. */
  eager?: boolean;
  sizes?: string;
};

/** A picture from the file base with its intrinsic size set, so the layout never shifts. */
export function Artwork({ file, kind, alt, className, eager, sizes }: Props) {
  const fileUrl = useFileUrl();
  const { width, height } = ARTWORK_SIZES[kind];
  return (
    <img
      src={fileUrl(file)}
      width={width}
      height={height}
      alt={alt}
      className={className}
      loading={eager ? "eager" : "lazy"}
      decoding="async"
      sizes={sizes}
    />
  );
}
