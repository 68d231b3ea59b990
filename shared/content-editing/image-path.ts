import { z } from "zod";

/** A picture under the file base: folders and a file name with an image extension, nothing that climbs out. */
const IMAGE_PATH = /^(?!.*\.\.)[a-z0-9][a-z0-9/_.-]{0,250}\.(?:svg|png|jpe?g|webp|avif)$/i;

/** An image's path under the file base as typed or picked (its `/files/…` address is accepted too); "" when none. */
export function imagePathField(message: string) {
  return z
    .string()
    .trim()
    .transform((value) => value.replace(/^\/files\//, ""))
    .refine((value) => value === "" || IMAGE_PATH.test(value), message);
}
