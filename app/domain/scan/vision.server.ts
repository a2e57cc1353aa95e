import { getDb } from "~/db/client.server";
import { providerHold } from "~/domain/ai/provider-error";
import { visionReader } from "~/domain/ai/services.server";
import { type CreditAccount, refundCredits, spendCredits } from "~/domain/billing/credits.server";
import type { RecipeDraft } from "~/domain/recipes/draft";
import { fitForReview, type ReviewDraft } from "~/domain/recipes/draft";
import type { CheckedImage } from "~/domain/recipes/images";
import { checkAgainstText, readingHolds, type TextCheck } from "./text-check";

/**
 * Scanned pages read by the configured vision model, when the cook asks for it after the on-device reading. It costs
 * CREDIT_COSTS.scan for all pages together, taken before the model is asked and given back when the model fails or its
 * reading does not hold against the OCR text (text-check.ts): the cook pays only for a reading they get.
 */
export type VisionOutcome =
  | { ok: true; recipe: ReviewDraft; lines: TextCheck; steps: TextCheck }
  | { ok: false; problem: "not-configured" | "no-credits" | "failed" | "timeout" | "not-confirmed" }
  | { ok: false; problem: "busy"; retryAfterSeconds: number };

export async function readWithVision(
  env: Env,
  user: CreditAccount,
  pictures: CheckedImage[],
  ocrText: string,
  hint: "en" | "de",
): Promise<VisionOutcome> {
  const reader = visionReader(env);
  if (!reader) return { ok: false, problem: "not-configured" };
  const db = getDb(env.DB);
  const spend = await spendCredits(db, user, "scan", crypto.randomUUID());
  if (!spend) return { ok: false, problem: "no-credits" };
  let read: RecipeDraft | null;
  try {
    read = await reader.readPictures(pictures);
  } catch (error) {
    console.error("vision reading failed", error);
    await refundCredits(db, user.id, spend);
    const hold = providerHold(error);
    if (hold?.kind === "busy") return { ok: false, problem: "busy", retryAfterSeconds: hold.retryAfterSeconds };
    return { ok: false, problem: hold?.kind === "timeout" ? "timeout" : "failed" };
  }
  const recipe = read && fitForReview(read, hint);
  const check = recipe && checkAgainstText(recipe, ocrText);
  if (!recipe || !check || !readingHolds(check)) {
    await refundCredits(db, user.id, spend);
    return { ok: false, problem: "not-confirmed" };
  }
  return { ok: true, recipe, ...check };
}
