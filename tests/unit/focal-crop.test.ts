import { describe, expect, it } from "vitest";
import { focalCrop } from "#shared/uploads/focal-crop.ts";
import { CARD_ASPECT, CENTRE } from "#shared/uploads/focal-point.ts";

/** The card crop's region (decision 107): the largest 16:9 part of the image, around its focal point. */
describe("focalCrop", () => {
  it("keeps the whole width of a tall image and centres the region on the focal point's height", () => {
    expect(focalCrop({ width: 1600, height: 1200 }, CARD_ASPECT, CENTRE)).toEqual({
      left: 0,
      top: 150,
      width: 1600,
      height: 900,
    });
    expect(focalCrop({ width: 1600, height: 1200 }, CARD_ASPECT, { x: 0.5, y: 0.4 })).toEqual({
      left: 0,
      top: 30,
      width: 1600,
      height: 900,
    });
  });

  it("keeps the whole height of a wide image and centres the region on the focal point's width", () => {
    expect(focalCrop({ width: 2000, height: 900 }, CARD_ASPECT, { x: 0.6, y: 0.5 })).toEqual({
      left: 400,
      top: 0,
      width: 1600,
      height: 900,
    });
  });

  it("stops at the edges for a focal point near a corner", () => {
    expect(focalCrop({ width: 1000, height: 1000 }, CARD_ASPECT, { x: 0.95, y: 0.95 })).toEqual({
      left: 0,
      top: 437,
      width: 1000,
      height: 563,
    });
    expect(focalCrop({ width: 3000, height: 900 }, CARD_ASPECT, { x: 0, y: 0 })).toEqual({
      left: 0,
      top: 0,
      width: 1600,
      height: 900,
    });
    expect(focalCrop({ width: 3000, height: 900 }, CARD_ASPECT, { x: 1, y: 1 })).toEqual({
      left: 1400,
      top: 0,
      width: 1600,
      height: 900,
    });
  });

  it("gives the whole image when it already has the aspect ratio, wherever the focal point is", () => {
    expect(focalCrop({ width: 1600, height: 900 }, CARD_ASPECT, { x: 0.1, y: 0.9 })).toEqual({
      left: 0,
      top: 0,
      width: 1600,
      height: 900,
    });
  });
});
