import decodeJpeg from "@jsquash/jpeg/decode.js";
import encodePng from "@jsquash/png/encode.js";
import webpEncoderWasm from "@jsquash/webp/codec/enc/webp_enc_simd.wasm?module";
import encodeWebp, { init as initWebpEncoder } from "@jsquash/webp/encode.js";
import { beforeAll, describe, expect, it } from "vitest";
import { iccSegment, jpegWithExif, pngWithText, webpHeader } from "../../../tests/support/images";
import { halvesJpeg } from "../../../tests/support/real-images";
import {
  IMAGE_LIMITS,
  imageDimensions,
  jpegOrientation,
  sniffImageType,
  stripImageMetadata,
  withJpegSegments,
} from "./images";
import { checkImage, decodeBudget, loadCodecs, shrinkPixels } from "./images.server";

const contains = (bytes: Uint8Array, needle: string) => new TextDecoder("latin1").decode(bytes).includes(needle);

describe("recipe images", () => {
  it("knows the type from the bytes, not from a name", async () => {
    expect(sniffImageType(jpegWithExif())).toBe("image/jpeg");
    expect(sniffImageType(pngWithText())).toBe("image/png");
    expect(sniffImageType(new TextEncoder().encode("<svg onload=alert(1)>"))).toBeNull();
    expect(await checkImage(new TextEncoder().encode("GIF89a not allowed"), 1600)).toBe("not-an-image");
  });

  it("reads the size from the header", async () => {
    expect(imageDimensions(jpegWithExif(640, 480), "image/jpeg")).toEqual({ width: 640, height: 480 });
    expect(imageDimensions(pngWithText(2, 3), "image/png")).toEqual({ width: 2, height: 3 });
    expect(await checkImage(jpegWithExif(4032, 3024), IMAGE_LIMITS.photoEdge)).toBe("too-many-pixels");
    // Judged by the header, before decoding: this one has no picture data a decoder could read.
    expect(await checkImage(jpegWithExif(2500, 2000), IMAGE_LIMITS.photoEdge)).toBe("too-many-pixels");
  });

  // A lossy WebP's size was read big-endian: a 2309 × 1732 picture passed as 1289 × 1030, stored unshrunk.
  it.each(["VP8 ", "VP8L", "VP8X"] as const)("reads the size of a WebP (%s) from its header", (kind) => {
    expect(imageDimensions(webpHeader(kind, 2309, 1732), "image/webp")).toEqual({ width: 2309, height: 1732 });
    expect(imageDimensions(webpHeader(kind, 640, 480), "image/webp")).toEqual({ width: 640, height: 480 });
  });

  it("lets the pictures of one request decode only as many pixels as one budget holds, together", async () => {
    const budget = decodeBudget();
    const wide = await halvesJpeg(2000, 900);
    expect(typeof (await checkImage(wide, IMAGE_LIMITS.photoEdge, budget))).toBe("object");
    expect(await checkImage(wide, IMAGE_LIMITS.photoEdge, budget)).toBe("too-many-pixels");
    // A picture that needs no decoding draws nothing from it.
    expect(typeof (await checkImage(await halvesJpeg(1600, 900), IMAGE_LIMITS.photoEdge, budget))).toBe("object");
    expect(typeof (await checkImage(wide, IMAGE_LIMITS.photoEdge))).toBe("object");
  });

  it("removes EXIF, comments and text chunks and keeps the picture", () => {
    const jpeg = stripImageMetadata(jpegWithExif(), "image/jpeg");
    expect(contains(jpeg, "GPS")).toBe(false);
    expect(contains(jpeg, "taken at home")).toBe(false);
    expect(contains(jpeg, "JFIF")).toBe(true);
    expect(imageDimensions(jpeg, "image/jpeg")).toEqual({ width: 640, height: 480 });
    expect([...jpeg.subarray(-5)]).toEqual([0x12, 0x34, 0x56, 0xff, 0xd9]);

    const png = stripImageMetadata(pngWithText(), "image/png");
    expect(contains(png, "Ada at")).toBe(false);
    expect(contains(png, "IDAT")).toBe(true);
    expect(contains(png, "IEND")).toBe(true);
  });

  it("keeps the colour profile of a photo while dropping its metadata", () => {
    const jpeg = stripImageMetadata(withJpegSegments(jpegWithExif(), [iccSegment()]), "image/jpeg");
    expect(contains(jpeg, "ICC_PROFILE")).toBe(true);
    expect(contains(jpeg, "profile Display P3")).toBe(true);
    expect(contains(jpeg, "GPS")).toBe(false);
    expect(imageDimensions(jpeg, "image/jpeg")).toEqual({ width: 640, height: 480 });
  });

  it("refuses files over the size limit", async () => {
    const big = new Uint8Array(6 * 1024 * 1024);
    big.set(jpegWithExif());
    expect(await checkImage(big, IMAGE_LIMITS.photoEdge)).toBe("too-large");
  });

  it("keeps a picture that fits byte for byte, without its metadata", async () => {
    const photo = await checkImage(jpegWithExif(1600, 1200), IMAGE_LIMITS.photoEdge);
    expect(photo).toEqual({ type: "image/jpeg", bytes: stripImageMetadata(jpegWithExif(1600, 1200), "image/jpeg") });
  });
});

const pixelAt = (image: ImageData, x: number, y: number) => [
  ...image.data.subarray((y * image.width + x) * 4, (y * image.width + x) * 4 + 3),
];
const near = (actual: number[], expected: number[]) =>
  actual.every((value, i) => Math.abs(value - (expected[i] ?? 0)) < 24);

describe("pictures shrunk on the server", () => {
  beforeAll(loadCodecs);

  it("scales a large photo down to the stored size as a JPEG, keeping what is where", async () => {
    const photo = await checkImage(await halvesJpeg(2000, 1000), IMAGE_LIMITS.photoEdge);
    if (typeof photo === "string") throw new Error(photo);
    expect(photo.type).toBe("image/jpeg");
    expect(imageDimensions(photo.bytes, "image/jpeg")).toEqual({ width: 1600, height: 800 });
    const pixels = await decodeJpeg(photo.bytes.slice().buffer);
    expect(near(pixelAt(pixels, 100, 400), [220, 30, 30])).toBe(true);
    expect(near(pixelAt(pixels, 1500, 400), [30, 30, 220])).toBe(true);
  });

  it("carries the colour profile over into the smaller copy", async () => {
    const photo = await checkImage(withJpegSegments(await halvesJpeg(2000, 1000), [iccSegment()]), 1600);
    if (typeof photo === "string") throw new Error(photo);
    expect(contains(photo.bytes, "profile Display P3")).toBe(true);
    expect(imageDimensions(photo.bytes, "image/jpeg")).toEqual({ width: 1600, height: 800 });
  });

  it("turns a phone photo upright by its EXIF orientation and drops the EXIF", async () => {
    const turned = await halvesJpeg(400, 200, 6);
    expect(jpegOrientation(turned)).toBe(6);
    const photo = await checkImage(turned, IMAGE_LIMITS.photoEdge);
    if (typeof photo === "string") throw new Error(photo);
    expect(imageDimensions(photo.bytes, "image/jpeg")).toEqual({ width: 200, height: 400 });
    expect(jpegOrientation(photo.bytes)).toBe(1);
    // Orientation 6 means "turn 90° clockwise to view": the red left half ends up on top.
    const pixels = await decodeJpeg(photo.bytes.slice().buffer);
    expect(near(pixelAt(pixels, 100, 50), [220, 30, 30])).toBe(true);
    expect(near(pixelAt(pixels, 100, 350), [30, 30, 220])).toBe(true);
  });

  it("shrinks a lossy WebP that is too large", async () => {
    await initWebpEncoder(webpEncoderWasm);
    const data = new Uint8ClampedArray(2400 * 300 * 4).fill(200);
    const webp = new Uint8Array(await encodeWebp({ data, width: 2400, height: 300 } as ImageData, { quality: 80 }));
    const photo = await checkImage(webp, IMAGE_LIMITS.photoEdge);
    if (typeof photo === "string") throw new Error(photo);
    expect(photo.type).toBe("image/jpeg");
    expect(imageDimensions(photo.bytes, "image/jpeg")).toEqual({ width: 1600, height: 200 });
  });

  it("lays a transparent PNG on white when it has to be made smaller", async () => {
    const data = new Uint8ClampedArray(2000 * 10 * 4); // fully transparent black
    const png = new Uint8Array(await encodePng({ data, width: 2000, height: 10 } as ImageData));
    const photo = await checkImage(png, IMAGE_LIMITS.photoEdge);
    if (typeof photo === "string") throw new Error(photo);
    const pixels = await decodeJpeg(photo.bytes.slice().buffer);
    expect([pixels.width, pixels.height]).toEqual([1600, 8]);
    expect(near(pixelAt(pixels, 800, 4), [255, 255, 255])).toBe(true);
  });

  it("averages every source pixel into the output, also for ratios that are not whole numbers", () => {
    // A 3×3 checkerboard of black and white, shrunk to 2×2: each output pixel covers 2.25 source pixels.
    const data = new Uint8ClampedArray(3 * 3 * 4);
    for (let i = 0; i < 9; i++) data.set(i % 2 === 0 ? [255, 255, 255, 255] : [0, 0, 0, 255], i * 4);
    const small = shrinkPixels({ data, width: 3, height: 3 }, 2);
    expect([small.width, small.height]).toEqual([2, 2]);
    const total = [0, 1, 2, 3].reduce((sum, i) => sum + (small.data[i * 4] ?? 0), 0);
    // Five white pixels of nine: the mean brightness stays 5/9 of white.
    expect(total / 4).toBeCloseTo((255 * 5) / 9, 0);
  });
});
