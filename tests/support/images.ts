// biome-ignore-all format: byte layouts read best as written
/** Small but well-formed image files for tests, with the metadata a phone camera would add. */
const text = (value: string) => [...new TextEncoder().encode(value)];
const u16 = (value: number) => [value >> 8, value & 0xff];
const u32 = (value: number) => [...u16(value >>> 16), ...u16(value & 0xffff)];

/** A JPEG's structure with an EXIF block naming a place, and a comment. */
export function jpegWithExif(width = 640, height = 480) {
  const exif = [...text("Exif\0\0GPS 52.52N 13.40E")];
  const comment = [...text("taken at home")];
  return new Uint8Array([
    0xff, 0xd8,
    0xff, 0xe0, ...u16(16), ...text("JFIF\0"), 1, 1, 0, 0, 1, 0, 1, 0, 0,
    0xff, 0xe1, ...u16(exif.length + 2), ...exif,
    0xff, 0xfe, ...u16(comment.length + 2), ...comment,
    0xff, 0xc0, ...u16(17), 8, ...u16(height), ...u16(width), 3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1,
    0xff, 0xda, ...u16(12), 3, 1, 0, 2, 0x11, 3, 0x11, 0, 0x3f, 0,
    0x12, 0x34, 0x56,
    0xff, 0xd9,
  ]);
}

/** An APP2 segment with an (abbreviated) ICC colour profile, as phones write for Display P3 photos. */
export function iccSegment(name = "Display P3") {
  const body = [...text("ICC_PROFILE\0"), 1, 1, ...text(`profile ${name}`)];
  return new Uint8Array([0xff, 0xe2, ...u16(body.length + 2), ...body]);
}

function chunk(name: string, data: number[]) {
  return [...u32(data.length), ...text(name), ...data, 0, 0, 0, 0];
}

export function pngWithText(width = 2, height = 3) {
  return new Uint8Array([
    0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a,
    ...chunk("IHDR", [...u32(width), ...u32(height), 8, 2, 0, 0, 0]),
    ...chunk("tEXt", text("Author\0Ada at 52.52N")),
    ...chunk("IDAT", [1, 2, 3]),
    ...chunk("IEND", []),
  ]);
}


const le = (value: number, bytes: number) => Array.from({ length: bytes }, (_, index) => (value >>> (8 * index)) & 0xff);

/**
 * The header of a WebP of each kind (lossy "VP8 ", lossless "VP8L", extended "VP8X") with no picture data a decoder
 * could read: only the size in the header can be judged.
 */
export function webpHeader(kind: "VP8 " | "VP8L" | "VP8X", width: number, height: number) {
  const data =
    kind === "VP8 "
      ? [0x30, 0x01, 0x00, 0x9d, 0x01, 0x2a, ...le(width, 2), ...le(height, 2), 0, 0]
      : kind === "VP8L"
        ? [0x2f, ...le(((width - 1) & 0x3fff) | (((height - 1) & 0x3fff) << 14), 4), 0]
        : [0, 0, 0, 0, ...le(width - 1, 3), ...le(height - 1, 3)];
  const body = [...text("WEBP"), ...text(kind), ...le(data.length, 4), ...data];
  return new Uint8Array([...text("RIFF"), ...le(body.length, 4), ...body]);
}
