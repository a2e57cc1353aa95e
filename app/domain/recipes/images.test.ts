import { describe, expect, it } from "vitest";
import { jpegWithExif, pngWithText } from "../../../tests/support/images";
import { checkImage, imageDimensions, sniffImageType, stripImageMetadata } from "./images";

const contains = (bytes: Uint8Array, needle: string) => new TextDecoder("latin1").decode(bytes).includes(needle);

describe("recipe images", () => {
  it("knows the type from the bytes, not from a name", () => {
    expect(sniffImageType(jpegWithExif())).toBe("image/jpeg");
    expect(sniffImageType(pngWithText())).toBe("image/png");
    expect(sniffImageType(new TextEncoder().encode("<svg onload=alert(1)>"))).toBeNull();
    expect(checkImage(new TextEncoder().encode("GIF89a not allowed"))).toBe("not-an-image");
  });

  it("reads the size from the header", () => {
    expect(imageDimensions(jpegWithExif(640, 480), "image/jpeg")).toEqual({ width: 640, height: 480 });
    expect(imageDimensions(pngWithText(2, 3), "image/png")).toEqual({ width: 2, height: 3 });
    expect(checkImage(jpegWithExif(5000, 100))).toBe("too-many-pixels");
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

  it("refuses files over the size limit", () => {
    const big = new Uint8Array(6 * 1024 * 1024);
    big.set(jpegWithExif());
    expect(checkImage(big)).toBe("too-large");
  });
});
