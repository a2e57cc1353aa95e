/**
 * A page's bytes as text in the charset it declares: a byte-order mark first, then the Content-Type header, then a
 * <meta charset> or <meta http-equiv> near the top, else UTF-8. ISO-8859-1 and US-ASCII are read as Windows-1252,
 * as browsers do (older German pages use them for ä, ö, ü, ß and „…“).
 */
const WINDOWS_1252_HIGH = "€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ";
const LATIN = /^(?:iso-?8859-1|latin-?1|l1|windows-1252|cp1252|x-cp1252|us-ascii|ascii|iso_8859-1(?::1987)?)$/i;

function decodeWindows1252(bytes: Uint8Array): string {
  let out = "";
  for (let start = 0; start < bytes.length; start += 8192) {
    const codes = Array.from(bytes.subarray(start, start + 8192), (byte) =>
      byte >= 0x80 && byte < 0xa0 ? WINDOWS_1252_HIGH.charCodeAt(byte - 0x80) : byte,
    );
    out += String.fromCharCode(...codes);
  }
  return out;
}

function declaredCharset(bytes: Uint8Array, contentType: string): string {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return "utf-8";
  if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff)) {
    return bytes[0] === 0xff ? "utf-16le" : "utf-16be";
  }
  const header = contentType.match(/charset\s*=\s*["']?([\w.:-]+)/i)?.[1];
  if (header) return header;
  const head = decodeWindows1252(bytes.subarray(0, 4096));
  const meta =
    head.match(/<meta[^>]+charset\s*=\s*["']?\s*([\w.:-]+)/i)?.[1] ??
    head.match(/<\?xml[^>]+encoding\s*=\s*["']([\w.:-]+)/i)?.[1];
  return meta ?? "utf-8";
}

export function decodePage(bytes: Uint8Array, contentType: string): string {
  const charset = declaredCharset(bytes, contentType).toLowerCase();
  if (LATIN.test(charset)) return decodeWindows1252(bytes);
  try {
    return new TextDecoder(charset).decode(bytes);
  } catch {
    return new TextDecoder("utf-8").decode(bytes);
  }
}
