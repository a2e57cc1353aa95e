import { z } from "zod";
import { expiredCookie, readCookie, shortLivedCookie } from "~/lib/cookies";

/**
 * A notice for the next page after a redirect ("Recipe deleted"), carried in a one-minute cookie instead of the
 * address, so reloading or sharing the page does not show it again. The worker clears it once a page the reader sees
 * has read it (its document or its data; not route discovery, pictures or the service worker's fetches:
 * worker/page-context.ts); the root loader hands it to the layout, which shows it as a toast
 * (components/flash-toast.tsx).
 */
export const FLASH_COOKIE = "flash";

const FlashSchema = z.discriminatedUnion("kind", [
  z.object({
    kind: z.enum([
      "recipe-deleted",
      "account-deleted",
      "email-confirmed",
      "password-reset",
      "email-changed",
      "collection-created",
      "collection-deleted",
      "collection-joined",
      "collection-left",
      "note-deleted",
      "recipe-copied",
      "recipe-copy-exists",
    ]),
  }),
  z.object({ kind: z.literal("recipes-imported"), count: z.number().int().min(0), skipped: z.number().int().min(0) }),
  z.object({ kind: z.literal("collection-recipes-added"), count: z.number().int().min(0) }),
]);
export type Flash = z.infer<typeof FlashSchema>;

export function readFlash(cookieHeader: string | null): Flash | null {
  const value = readCookie(cookieHeader, FLASH_COOKIE);
  if (!value) return null;
  try {
    const parsed = FlashSchema.safeParse(JSON.parse(value));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export const flashCookie = (flash: Flash) => shortLivedCookie(FLASH_COOKIE, JSON.stringify(flash));
export const clearFlashCookie = () => expiredCookie(FLASH_COOKIE);
