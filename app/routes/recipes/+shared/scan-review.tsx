import { Sparkles } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { FormMessage } from "~/components/form-parts";
import { Button } from "~/components/ui/button";
import { Spinner } from "~/components/ui/spinner";
import type { ReviewDraft } from "~/domain/recipes/draft";
import { IMAGE_LIMITS } from "~/domain/recipes/images";
import type { TextCheck } from "~/domain/scan/text-check";
import type { FormResult } from "~/lib/forms";
import { scaledJpeg } from "~/lib/scaled-jpeg";
import { m } from "~/paraglide/messages.js";
import { draftValues, RecipeEditor } from "./recipe-editor";

export type VisionResult =
  | { intent: "vision"; error: string }
  | { intent: "vision"; recipe: ReviewDraft; lines: TextCheck; steps: TextCheck };

export type Review = {
  key: number;
  draft: ReviewDraft;
  text: string;
  originals: File[];
  previews: string[];
  /** Set while the vision model's reading is shown: the device's own reading, and how much of the model's it found. */
  model?: { device: ReviewDraft; lines: TextCheck; steps: TextCheck };
};

/** The scanned pictures go with the save as files of the editor's form. */
function ScanFiles({ files }: { files: File[] }) {
  return (
    <input
      type="file"
      name="scan"
      multiple
      hidden
      ref={(input) => {
        if (!input) return;
        const transfer = new DataTransfer();
        for (const file of files) transfer.items.add(file);
        input.files = transfer.files;
      }}
    />
  );
}

/**
 * The offer to have the vision model read the pictures instead: what it costs, a confirmation, progress, and then how
 * much of its reading was found in the device's text, with the way back to the device's reading.
 */
function VisionOffer({
  review,
  credits,
  onRead,
}: {
  review: Review;
  credits: number;
  onRead: (recipe: ReviewDraft | null, check?: { lines: TextCheck; steps: TextCheck }) => void;
}) {
  const fetcher = useFetcher<VisionResult>();
  const [confirming, setConfirming] = useState(false);
  const [preparing, setPreparing] = useState(false);
  const [unreadable, setUnreadable] = useState(false);
  const result = fetcher.state === "idle" && !preparing ? fetcher.data : undefined;
  useEffect(() => {
    if (result && "recipe" in result) onRead(result.recipe, { lines: result.lines, steps: result.steps });
  }, [result, onRead]);

  /** The pictures go at the size the model reads (smaller than the stored pages), upright and without metadata. */
  async function send() {
    setConfirming(false);
    setUnreadable(false);
    setPreparing(true);
    try {
      const form = new FormData();
      form.set("intent", "vision");
      form.set("text", review.text);
      for (const file of review.originals) {
        const bitmap = await createImageBitmap(file);
        try {
          form.append("scan", await scaledJpeg(bitmap, IMAGE_LIMITS.visionEdge, file.name));
        } finally {
          bitmap.close();
        }
      }
      await fetcher.submit(form, { method: "post", encType: "multipart/form-data" });
    } catch {
      setUnreadable(true);
    } finally {
      setPreparing(false);
    }
  }

  return (
    <section aria-labelledby="vision-heading" className="flex flex-col gap-3 rounded-xl border bg-card p-4">
      <h3 id="vision-heading" className="flex items-center gap-2 font-semibold">
        <Sparkles aria-hidden className="size-4 text-primary" />
        {m.scan_vision_heading()}
      </h3>
      {review.model ? (
        <>
          <FormMessage tone="success">
            {m.scan_vision_done({
              lines: review.model.lines.confirmed,
              totalLines: review.model.lines.total,
              steps: review.model.steps.confirmed,
              totalSteps: review.model.steps.total,
            })}
          </FormMessage>
          <Button type="button" variant="outline" className="self-start" onClick={() => onRead(null)}>
            {m.scan_vision_back()}
          </Button>
        </>
      ) : (
        <>
          <p className="text-sm text-muted-foreground">{m.scan_vision_text()}</p>
          <p className="text-sm font-medium">{m.scan_vision_cost({ credits })}</p>
          {preparing || fetcher.state !== "idle" ? (
            <p className="flex items-center gap-2 text-sm">
              <Spinner label={m.scan_vision_reading()} />
              {m.scan_vision_reading()}
            </p>
          ) : credits < 1 ? (
            <FormMessage tone="error">{m.credits_none_left()}</FormMessage>
          ) : confirming ? (
            <div className="flex flex-wrap items-center gap-3">
              <p className="text-sm font-medium">{m.scan_vision_confirm()}</p>
              <Button type="button" onClick={send}>
                {m.scan_vision_confirm_yes()}
              </Button>
              <Button type="button" variant="outline" onClick={() => setConfirming(false)}>
                {m.scan_cancel()}
              </Button>
            </div>
          ) : (
            <Button type="button" variant="outline" className="self-start" onClick={() => setConfirming(true)}>
              {m.scan_vision_button()}
            </Button>
          )}
          {result && "error" in result && <FormMessage tone="error">{result.error}</FormMessage>}
          {unreadable && <FormMessage tone="error">{m.scan_unreadable_images()}</FormMessage>}
        </>
      )}
    </section>
  );
}

/**
 * The recipe read from the pictures or the pasted text, in the editor beside the pictures; with a vision model
 * configured, the offer to have it read them instead.
 */
export function ScanReview({
  review,
  visionCredits,
  saveResult,
  onRead,
}: {
  review: Review;
  /** The cook's credits when a vision model is configured, else null. */
  visionCredits: number | null;
  saveResult: FormResult | undefined;
  onRead: (recipe: ReviewDraft | null, check?: { lines: TextCheck; steps: TextCheck }) => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (review) heading.current?.focus();
  }, [review]);
  return (
    <section aria-labelledby="scan-review-heading" className="mt-10 flex flex-col gap-4">
      <h2 id="scan-review-heading" ref={heading} tabIndex={-1} className="text-xl font-semibold">
        {m.scan_review_title()}
      </h2>
      <p className="text-sm text-muted-foreground">{m.scan_review_text()}</p>
      {visionCredits !== null && review.originals.length > 0 && (
        <VisionOffer review={review} credits={visionCredits} onRead={onRead} />
      )}
      <div className={review.previews.length > 0 ? "grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]" : ""}>
        {review.previews.length > 0 && (
          <aside
            aria-label={m.scan_pictures_list()}
            className="flex max-h-[80vh] flex-col gap-3 self-start overflow-y-auto lg:sticky lg:top-4"
          >
            {review.previews.map((preview, index) => (
              <img
                key={preview}
                src={preview}
                alt={m.scan_page_alt({ page: index + 1 })}
                className="w-full rounded-lg border"
              />
            ))}
          </aside>
        )}
        <div className="flex min-w-0 flex-col gap-4">
          <RecipeEditor
            key={review.key}
            values={draftValues(review.draft)}
            result={saveResult}
            hidden={{ yieldUnit: review.draft.yieldUnit ?? "" }}
          >
            {review.originals.length > 0 && (
              <div className="flex flex-col gap-2">
                <ScanFiles files={review.originals} />
                <label className="flex items-center gap-2 text-sm">
                  <input type="checkbox" name="scanPhoto" defaultChecked className="size-4 accent-primary" />
                  {m.scan_use_first_photo()}
                </label>
                <p className="text-xs text-muted-foreground">{m.scan_pictures_kept()}</p>
                {saveResult?.errors?.scan && <FormMessage tone="error">{saveResult.errors.scan}</FormMessage>}
              </div>
            )}
          </RecipeEditor>
          {review.originals.length > 0 && (
            <details className="rounded-lg border p-3 text-sm">
              <summary className="cursor-pointer font-medium">{m.scan_read_text()}</summary>
              <pre className="mt-2 whitespace-pre-wrap font-sans text-muted-foreground">{review.text}</pre>
            </details>
          )}
        </div>
      </div>
    </section>
  );
}
