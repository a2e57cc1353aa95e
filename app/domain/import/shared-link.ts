/**
 * The web address in something shared to the app from a phone's share sheet. Browsers put it in `url`; many
 * Android apps put it in `text` instead, often after the page's title ("Lentil soup https://…"), some in `title`.
 */
export function linkInShare({ title, text, url }: { title: string; text: string; url: string }): string | null {
  for (const field of [url, text, title]) {
    for (const candidate of field.match(/https?:\/\/[^\s<>"]+/gi) ?? []) {
      // A sentence's closing punctuation is not part of the address.
      const trimmed = candidate.replace(/[.,;:!?)\]}'"»“”]+$/u, "");
      try {
        return new URL(trimmed).href;
      } catch {}
    }
  }
  return null;
}
