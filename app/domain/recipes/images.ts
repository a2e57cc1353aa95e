/**
 * Recipe photos as bytes: the type comes from the content, never from the name or the browser's claim; sizes are
 * read from the header; metadata that can carry location or camera details (EXIF, XMP, comments, text chunks) is
 * cut out before anything is stored. The browser scales pictures down before sending them (recipe-editor.tsx,
 * scan-reader.client.ts); what still arrives larger is shrunk on the server (images.server.ts).
 */
export type ImageType = "image/jpeg" | "image/png" | "image/webp";

export const IMAGE_LIMITS = {
  bytes: 5 * 1024 * 1024,
  /** The longer side of a stored title photo, and of a stored scanned page. */
  photoEdge: 1600,
  scanEdge: 4096,
  /** The longer side of a scanned page sent to a vision model (they read at most this much detail). */
  visionEdge: 2048,
  /**
   * How many pixels the server decodes in one request to shrink or turn pictures upright, all its pictures together,
   * judged by the sizes in their headers before any decoding (ADR 009, measured by `npm run bench:pictures`). Larger
   * ones must come scaled, as the browser sends them.
   */
  megapixels: 3,
} as const;

export function sniffImageType(bytes: Uint8Array): ImageType | null {
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "image/jpeg";
  if ([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((byte, index) => bytes[index] === byte))
    return "image/png";
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  if (ascii(0, 4) === "RIFF" && ascii(8, 12) === "WEBP") return "image/webp";
  return null;
}

const u16be = (bytes: Uint8Array, at: number) => ((bytes[at] ?? 0) << 8) | (bytes[at + 1] ?? 0);
const u32be = (bytes: Uint8Array, at: number) => ((u16be(bytes, at) << 16) | u16be(bytes, at + 2)) >>> 0;
const u16le = (bytes: Uint8Array, at: number) => (bytes[at] ?? 0) | ((bytes[at + 1] ?? 0) << 8);
const u24le = (bytes: Uint8Array, at: number) =>
  (bytes[at] ?? 0) | ((bytes[at + 1] ?? 0) << 8) | ((bytes[at + 2] ?? 0) << 16);
const u32le = (bytes: Uint8Array, at: number) => (u24le(bytes, at) | ((bytes[at + 3] ?? 0) << 24)) >>> 0;

/** Width and height from the header, or null when the header cannot be read. */
export function imageDimensions(bytes: Uint8Array, type: ImageType): { width: number; height: number } | null {
  if (type === "image/png") return { width: u32be(bytes, 16), height: u32be(bytes, 20) };
  if (type === "image/webp") {
    const chunk = String.fromCharCode(...bytes.subarray(12, 16));
    if (chunk === "VP8X") return { width: u24le(bytes, 24) + 1, height: u24le(bytes, 27) + 1 };
    // A lossy frame's size is two little-endian 14-bit fields after its start code.
    if (chunk === "VP8 ") return { width: u16le(bytes, 26) & 0x3fff, height: u16le(bytes, 28) & 0x3fff };
    if (chunk === "VP8L") {
      const bits = u32le(bytes, 21);
      return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
    }
    return null;
  }
  let at = 2;
  while (at + 9 < bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1] ?? 0;
    // Start-of-frame markers (not DHT C4, JPG C8, DAC CC) carry the size.
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) {
      return { width: u16be(bytes, at + 7), height: u16be(bytes, at + 5) };
    }
    at += 2 + u16be(bytes, at + 2);
  }
  return null;
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/** A JPEG's segments before its picture data: marker, and where the segment starts and ends. */
function* jpegSegments(bytes: Uint8Array) {
  let at = 2;
  while (at + 4 <= bytes.length && bytes[at] === 0xff) {
    const marker = bytes[at + 1] ?? 0;
    if (marker === 0xda) return; // start of scan: the picture data follows
    const end = at + 2 + u16be(bytes, at + 2);
    yield { marker, start: at, end };
    at = end;
  }
}

const startsWith = (bytes: Uint8Array, at: number, text: string) =>
  String.fromCharCode(...bytes.subarray(at, at + text.length)) === text;

/**
 * The segments that say how to read a JPEG's colours: the ICC profile (APP2 "ICC_PROFILE", possibly in several
 * parts) and Adobe's colour transform (APP14). They are not metadata about the photo and are never dropped.
 */
function isColourSegment(bytes: Uint8Array, marker: number, start: number) {
  return (
    (marker === 0xe2 && startsWith(bytes, start + 4, "ICC_PROFILE\0")) ||
    (marker === 0xee && startsWith(bytes, start + 4, "Adobe"))
  );
}

/** The ICC profile segments of a JPEG, to carry over into a re-encoded copy of it. */
export function jpegColourSegments(bytes: Uint8Array): Uint8Array[] {
  return [...jpegSegments(bytes)]
    .filter(({ marker, start }) => marker === 0xe2 && isColourSegment(bytes, marker, start))
    .map(({ start, end }) => bytes.subarray(start, end));
}

/** A JPEG with segments put in right after its start marker (and its JFIF segment, which must come first). */
export function withJpegSegments(jpeg: Uint8Array, segments: Uint8Array[]): Uint8Array {
  if (segments.length === 0) return jpeg;
  const first = jpegSegments(jpeg).next().value;
  const after = first && first.marker === 0xe0 ? first.end : 2;
  return concat([jpeg.subarray(0, after), ...segments, jpeg.subarray(after)]);
}

/** The same picture without its metadata (where and when it was taken, by what, comments); its colours stay right. */
export function stripImageMetadata(bytes: Uint8Array, type: ImageType): Uint8Array {
  if (type === "image/jpeg") {
    const parts: Uint8Array[] = [bytes.subarray(0, 2)];
    let at = 2;
    for (const { marker, start, end } of jpegSegments(bytes)) {
      // APP1–APP15 hold EXIF, XMP, IPTC and vendor data; FE is a comment. APP0 (JFIF) and colour segments stay.
      const metadata =
        ((marker >= 0xe1 && marker <= 0xef) || marker === 0xfe) && !isColourSegment(bytes, marker, start);
      if (!metadata) parts.push(bytes.subarray(start, end));
      at = end;
    }
    parts.push(bytes.subarray(at));
    return concat(parts);
  }
  if (type === "image/png") {
    const parts: Uint8Array[] = [bytes.subarray(0, 8)];
    let at = 8;
    while (at + 12 <= bytes.length) {
      const length = u32be(bytes, at);
      const name = String.fromCharCode(...bytes.subarray(at + 4, at + 8));
      const end = at + 12 + length;
      if (!["tEXt", "zTXt", "iTXt", "eXIf", "tIME"].includes(name)) parts.push(bytes.subarray(at, end));
      at = end;
    }
    return concat(parts);
  }
  const parts: Uint8Array[] = [];
  let at = 12;
  while (at + 8 <= bytes.length) {
    const name = String.fromCharCode(...bytes.subarray(at, at + 4));
    const size = u32le(bytes, at + 4);
    const end = at + 8 + size + (size % 2);
    if (name !== "EXIF" && name !== "XMP ") {
      const chunk = bytes.slice(at, end);
      // VP8X flags say which metadata chunks follow: clear EXIF (bit 3) and XMP (bit 2).
      if (name === "VP8X") chunk[8] = (chunk[8] ?? 0) & ~0x0c;
      parts.push(chunk);
    }
    at = end;
  }
  const body = concat(parts);
  const header = new Uint8Array(12);
  header.set(bytes.subarray(0, 12));
  const riffSize = body.length + 4;
  header.set([riffSize & 0xff, (riffSize >> 8) & 0xff, (riffSize >> 16) & 0xff, (riffSize >>> 24) & 0xff], 4);
  return concat([header, body]);
}

/**
 * The EXIF orientation of a JPEG (1 is upright; 2–8 are mirrored or turned), read from its APP1 segment; 1 when
 * there is none.
 */
export function jpegOrientation(bytes: Uint8Array): number {
  let at = 2;
  while (at + 4 <= bytes.length && bytes[at] === 0xff) {
    const marker = bytes[at + 1] ?? 0;
    if (marker === 0xda) break;
    const length = u16be(bytes, at + 2);
    const tiff = at + 10;
    if (marker === 0xe1 && String.fromCharCode(...bytes.subarray(at + 4, tiff)) === "Exif\0\0") {
      const little = bytes[tiff] === 0x49;
      const u16 = (offset: number) => (little ? u16le(bytes, offset) : u16be(bytes, offset));
      const u32 = (offset: number) => (little ? u32le(bytes, offset) : u32be(bytes, offset));
      const directory = tiff + u32(tiff + 4);
      const entries = u16(directory);
      for (let entry = 0; entry < entries; entry++) {
        const field = directory + 2 + entry * 12;
        if (field + 12 > at + 2 + length) break;
        if (u16(field) === 0x0112) {
          const value = u16(field + 8);
          return value >= 1 && value <= 8 ? value : 1;
        }
      }
      return 1;
    }
    at += 2 + length;
  }
  return 1;
}

export type CheckedImage = { type: ImageType; bytes: Uint8Array };
export type ImageProblem = "not-an-image" | "too-large" | "too-many-pixels";
