import encodeJpeg from "@jsquash/jpeg/encode.js";
import { loadCodecs } from "~/domain/recipes/images.server";

/** A real picture: red on the left half, blue on the right, with an optional EXIF orientation. */
export async function halvesJpeg(
  width: number,
  height: number,
  orientation?: number,
): Promise<Uint8Array<ArrayBuffer>> {
  const data = new Uint8ClampedArray(width * height * 4);
  for (let i = 0; i < width * height; i++) {
    const left = i % width < width / 2;
    data.set(left ? [220, 30, 30, 255] : [30, 30, 220, 255], i * 4);
  }
  await loadCodecs();
  const jpeg = new Uint8Array(await encodeJpeg({ data, width, height } as ImageData, { quality: 90 }));
  return orientation === undefined ? jpeg : withOrientation(jpeg, orientation);
}

/** A JPEG with an EXIF orientation segment put in: the server must decode it to turn it upright. */
export function withOrientation(jpeg: Uint8Array, orientation: number) {
  // APP1 "Exif", big-endian TIFF, one IFD entry: Orientation (0x0112), SHORT, 1 value.
  const exif = [0x45, 0x78, 0x69, 0x66, 0, 0, 0x4d, 0x4d, 0, 0x2a, 0, 0, 0, 8, 0, 1];
  exif.push(0x01, 0x12, 0, 3, 0, 0, 0, 1, 0, orientation, 0, 0, 0, 0, 0, 0);
  const segment = [0xff, 0xe1, 0, exif.length + 2, ...exif];
  return new Uint8Array([...jpeg.subarray(0, 2), ...segment, ...jpeg.subarray(2)]);
}
