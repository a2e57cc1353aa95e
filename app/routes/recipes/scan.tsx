import { Camera, ClipboardPaste, ImagePlus, ScanText, Sparkles, X } from "lucide-react";
import { type ChangeEvent, type DragEvent, useCallback, useEffect, useRef, useState } from "react";
import { data, useFetcher } from "react-router";
import type { Worker } from "tesseract.js";
import { z } from "zod";
import { BackLink } from "~/components/back-link";
import { FormMessage } from "~/components/form-parts";
import { useLocale } from "~/components/localized-link";
import { PageHeader } from "~/components/page-header";
import { Button, buttonClasses } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Progress } from "~/components/ui/progress";
import { Spinner } from "~/components/ui/spinner";
import { Textarea } from "~/components/ui/textarea";
import { loadIdeaUser } from "~/domain/ai/ideas.server";
import { creditBalance } from "~/domain/billing/credits.server";
import type { ReviewDraft } from "~/domain/recipes/draft";
import { IMAGE_LIMITS } from "~/domain/recipes/images";
import { RECIPE_LIMITS } from "~/domain/recipes/schemas";
import { readRecipeText } from "~/domain/scan/recipe-text";
import type { TextCheck } from "~/domain/scan/text-check";
import { readWithVision, type VisionOutcome } from "~/domain/scan/vision.server";
import type { FormResult } from "~/lib/forms";
import { localeFromPath } from "~/lib/locale";
import { pageMeta } from "~/lib/meta";
import { scaledJpeg } from "~/lib/scaled-jpeg";
import { m } from "~/paraglide/messages.js";
import { appContext } from "~/server/context";
import { requireSession } from "~/server/session.server";
import { draftValues, RecipeEditor } from "./+shared/recipe-editor";
import { readScanImages, saveRecipe } from "./+shared/save-recipe.server";
import type { Route } from "./+types/scan";

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";

/** What reading the pictures with the vision model costs and what the cook has left; null when none is configured. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const session = requireSession(context, request);
  const { db, services } = context.get(appContext);
  if (services.scanVision !== "openai-compatible") return { vision: null };
  return { vision: { credits: await creditBalance(db, await loadIdeaUser(db, session.user.id)) } };
}

const VISION_PROBLEMS: Record<Exclude<VisionOutcome, { ok: true }>["problem"], () => string> = {
  "not-configured": m.scan_vision_not_configured,
  "no-credits": m.credits_none_left,
  failed: m.scan_vision_failed,
  "not-confirmed": m.scan_vision_not_confirmed,
};

export type VisionResult =
  | { intent: "vision"; error: string }
  | { intent: "vision"; recipe: ReviewDraft; lines: TextCheck; steps: TextCheck };

/** The pictures (scaled for the model) and the text the device read from them, to the vision model. */
async function readWithModel(context: Route.ActionArgs["context"], request: Request, formData: FormData) {
  const session = requireSession(context, request);
  const { env, db } = context.get(appContext);
  const pictures = await readScanImages(formData, IMAGE_LIMITS.visionEdge);
  const text = z.string().trim().min(1).max(RECIPE_LIMITS.scanText).safeParse(formData.get("text"));
  if (typeof pictures === "string" || pictures.length === 0 || !text.success) {
    const error = typeof pictures === "string" ? pictures : m.scan_unreadable_images();
    return data<VisionResult>({ intent: "vision", error }, { status: 400 });
  }
  const user = await loadIdeaUser(db, session.user.id);
  const locale = localeFromPath(new URL(request.url).pathname);
  const outcome = await readWithVision(env, user, pictures, text.data, locale);
  if (!outcome.ok) {
    const status = outcome.problem === "no-credits" ? 402 : outcome.problem === "not-configured" ? 404 : 422;
    return data<VisionResult>({ intent: "vision", error: VISION_PROBLEMS[outcome.problem]() }, { status });
  }
  const { recipe, lines, steps } = outcome;
  return data<VisionResult>({ intent: "vision", recipe, lines, steps });
}

export async function action({ context, request }: Route.ActionArgs) {
  requireSession(context, request);
  const formData = await request.formData();
  if (formData.get("intent") === "vision") return readWithModel(context, request, formData);
  const scans = await readScanImages(formData);
  if (typeof scans === "string") return data<FormResult>({ intent: "save", errors: { scan: scans } }, { status: 400 });
  const yieldUnit = z
    .string()
    .max(RECIPE_LIMITS.label)
    .safeParse(formData.get("yieldUnit") ?? "");
  const [first] = scans;
  return saveRecipe(context, request, formData, undefined, {
    provenance: { origin: "scan", yieldUnit: (yieldUnit.success && yieldUnit.data) || null },
    remotePhoto: first && formData.get("scanPhoto") === "on" ? async () => first : undefined,
    scans,
  });
}

type Status = "waiting" | "preparing" | "loading" | "reading" | "done" | "failed";
type PageImage = { key: number; file: File; status: Status; progress: number };
type Review = {
  key: number;
  draft: ReviewDraft;
  text: string;
  originals: File[];
  previews: string[];
  /** Set while the vision model's reading is shown: the device's own reading, and how much of the model's it found. */
  model?: { device: ReviewDraft; lines: TextCheck; steps: TextCheck };
};

const ACCEPT = "image/jpeg,image/png,image/webp,image/heic,image/heif,.heic,.heif";
const isImageFile = (file: File) => file.type.startsWith("image/") || /\.hei[cf]$/i.test(file.name);

const STATUS_TEXT: Record<Status, (progress: number) => string> = {
  waiting: () => m.scan_status_waiting(),
  preparing: () => m.scan_status_preparing(),
  loading: (progress) => m.scan_status_loading({ percent: Math.round(progress * 100) }),
  reading: (progress) => m.scan_status_reading({ percent: Math.round(progress * 100) }),
  done: () => m.scan_status_done(),
  failed: () => m.scan_status_failed(),
};

/** Lets the browser paint the new status before a long piece of work on the main thread. */
const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

let nextKey = 0;

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
 * Scan a recipe: photos of a cookbook page or a card, or screenshots, read on this device (nothing is uploaded until
 * the cook saves), or text pasted from anywhere. The recipe read from it opens in the editor beside the pictures.
 */
export default function ScanRecipe({ actionData, loaderData }: Route.ComponentProps) {
  const locale = useLocale();
  const [images, setImages] = useState<PageImage[]>([]);
  const [running, setRunning] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [pasted, setPasted] = useState("");
  const [review, setReview] = useState<Review | null>(null);
  const worker = useRef<Worker | null>(null);
  const cancelled = useRef(false);
  const reviewHeading = useRef<HTMLHeadingElement>(null);
  const saveResult = actionData && "errors" in actionData ? (actionData as FormResult) : undefined;

  useEffect(() => () => void worker.current?.terminate(), []);
  useEffect(() => {
    if (review) reviewHeading.current?.focus();
  }, [review]);

  const update = (key: number, change: Partial<PageImage>) =>
    setImages((current) => current.map((image) => (image.key === key ? { ...image, ...change } : image)));

  function add(files: File[]) {
    setError(null);
    const pictures = files.filter(isImageFile);
    if (pictures.length < files.length) setError(m.scan_not_an_image());
    setImages((current) => {
      const room = RECIPE_LIMITS.scanImages - current.length;
      if (pictures.length > room) setError(m.scan_too_many_images({ max: RECIPE_LIMITS.scanImages }));
      return [
        ...current,
        ...pictures.slice(0, Math.max(0, room)).map((file) => ({
          key: nextKey++,
          file,
          status: "waiting" as const,
          progress: 0,
        })),
      ];
    });
  }

  /** The vision model's reading in the editor (keeping the device's to go back to), or back to the device's. */
  const readByModel = useCallback(
    (recipe: ReviewDraft | null, check?: { lines: TextCheck; steps: TextCheck }) =>
      setReview((current) => {
        if (!current) return current;
        if (recipe && check) {
          const device = current.model?.device ?? current.draft;
          return { ...current, key: nextKey++, draft: recipe, model: { device, ...check } };
        }
        return current.model ? { ...current, key: nextKey++, draft: current.model.device, model: undefined } : current;
      }),
    [],
  );

  function showReview(text: string, originals: File[]) {
    const draft = readRecipeText(text, locale);
    if (!draft) {
      setError(originals.length > 0 ? m.scan_nothing_found() : m.scan_text_nothing_found());
      return;
    }
    setReview({ key: nextKey++, draft, text, originals, previews: originals.map((file) => URL.createObjectURL(file)) });
  }

  async function scan() {
    setError(null);
    setRunning(true);
    cancelled.current = false;
    const texts: string[] = [];
    const originals: File[] = [];
    let current = images[0]?.key ?? 0;
    try {
      const { createReader, prepareImage } = await import("./+shared/scan-reader.client");
      for (const image of images) update(image.key, { status: "waiting", progress: 0 });
      for (const image of images) {
        current = image.key;
        update(image.key, { status: "preparing", progress: 0 });
        await nextFrame();
        let prepared: Awaited<ReturnType<typeof prepareImage>>;
        try {
          prepared = await prepareImage(image.file);
        } catch {
          update(image.key, { status: "failed" });
          continue;
        }
        if (cancelled.current) return;
        worker.current ??= await createReader(locale, ({ phase, progress }) =>
          update(current, { status: phase, progress }),
        );
        const { data: result } = await worker.current.recognize(prepared.forOcr);
        texts.push(result.text);
        originals.push(prepared.original);
        update(image.key, { status: "done", progress: 1 });
      }
      if (texts.length === 0) setError(m.scan_unreadable_images());
      else showReview(texts.join("\n\n"), originals);
    } catch {
      if (!cancelled.current) {
        update(current, { status: "failed" });
        setError(m.scan_failed());
      }
    } finally {
      await worker.current?.terminate();
      worker.current = null;
      setRunning(false);
    }
  }

  function cancel() {
    cancelled.current = true;
    void worker.current?.terminate();
    worker.current = null;
    setImages((current) => current.map((image) => ({ ...image, status: "waiting", progress: 0 })));
    setRunning(false);
  }

  /** Pictures chosen with either button; the input is emptied so the same file can be chosen again. */
  function pick(event: ChangeEvent<HTMLInputElement>) {
    add([...(event.currentTarget.files ?? [])]);
    event.currentTarget.value = "";
  }

  function drop(event: DragEvent<HTMLElement>) {
    event.preventDefault();
    if (!running) add([...event.dataTransfer.files]);
  }

  return (
    <>
      <BackLink to="/recipes/new" label={m.recipe_new_title()} />
      <PageHeader title={m.scan_title()} description={m.scan_description()} />
      <section
        aria-labelledby="pictures-heading"
        className="flex flex-col gap-4 rounded-xl border border-dashed bg-card p-5"
        onDragOver={(event) => event.preventDefault()}
        onDrop={drop}
      >
        <h2 id="pictures-heading" className="text-lg font-semibold">
          {m.scan_pictures_heading()}
        </h2>
        <p className="text-sm text-muted-foreground">{m.scan_pictures_text({ max: RECIPE_LIMITS.scanImages })}</p>
        <div className="flex flex-wrap gap-3">
          <label className={buttonClasses({ variant: "outline" })}>
            <Camera aria-hidden className="size-4" />
            {m.scan_take_photo()}
            <input
              type="file"
              accept={ACCEPT}
              capture="environment"
              className="sr-only"
              disabled={running}
              onChange={pick}
            />
          </label>
          <label className={buttonClasses({ variant: "outline" })}>
            <ImagePlus aria-hidden className="size-4" />
            {m.scan_choose_images()}
            <input type="file" accept={ACCEPT} multiple className="sr-only" disabled={running} onChange={pick} />
          </label>
        </div>
        {images.length > 0 && (
          <ol className="flex flex-col gap-3" aria-label={m.scan_pictures_list()}>
            {images.map((image, index) => (
              <li key={image.key} className="flex items-center gap-3 rounded-lg border p-3">
                <span className="w-6 shrink-0 text-center font-semibold">{index + 1}</span>
                <span className="flex min-w-0 grow flex-col gap-1">
                  <span className="truncate text-sm">{image.file.name}</span>
                  <span className="text-xs text-muted-foreground" aria-live="polite">
                    {STATUS_TEXT[image.status](image.progress)}
                  </span>
                  {["preparing", "loading", "reading"].includes(image.status) && (
                    <Progress
                      value={image.status === "preparing" ? null : Math.round(image.progress * 100)}
                      aria-label={m.scan_progress_label({ page: index + 1 })}
                    />
                  )}
                </span>
                <Button
                  variant="ghost"
                  size="icon"
                  disabled={running}
                  aria-label={m.scan_remove_image({ page: index + 1 })}
                  onClick={() => setImages((current) => current.filter((each) => each.key !== image.key))}
                >
                  <X aria-hidden className="size-4" />
                </Button>
              </li>
            ))}
          </ol>
        )}
        <div className="flex flex-wrap items-center gap-3">
          <Button type="button" disabled={running || images.length === 0} onClick={scan}>
            <ScanText aria-hidden className="size-4" />
            {m.scan_submit()}
          </Button>
          {running && (
            <Button type="button" variant="outline" onClick={cancel}>
              {m.scan_cancel()}
            </Button>
          )}
          <p className="text-sm text-muted-foreground">{m.scan_on_device()}</p>
        </div>
      </section>
      <section aria-labelledby="paste-heading" className="mt-4 flex flex-col gap-3 rounded-xl border bg-card p-5">
        <h2 id="paste-heading" className="flex items-center gap-2 text-lg font-semibold">
          <ClipboardPaste aria-hidden className="size-5 text-primary" />
          {m.scan_paste_heading()}
        </h2>
        <Field label={m.scan_paste_field()} hint={m.scan_paste_hint()}>
          <Textarea
            rows={6}
            value={pasted}
            maxLength={RECIPE_LIMITS.scanText}
            onChange={(event) => setPasted(event.currentTarget.value)}
          />
        </Field>
        <Button
          type="button"
          variant="outline"
          className="self-start"
          disabled={running || !pasted.trim()}
          onClick={() => {
            setError(null);
            showReview(pasted, []);
          }}
        >
          {m.scan_paste_submit()}
        </Button>
      </section>
      {error && (
        <div className="mt-4">
          <FormMessage tone="error">{error}</FormMessage>
        </div>
      )}
      {review && (
        <section aria-labelledby="scan-review-heading" className="mt-10 flex flex-col gap-4">
          <h2 id="scan-review-heading" ref={reviewHeading} tabIndex={-1} className="text-xl font-semibold">
            {m.scan_review_title()}
          </h2>
          <p className="text-sm text-muted-foreground">{m.scan_review_text()}</p>
          {loaderData.vision && review.originals.length > 0 && (
            <VisionOffer review={review} credits={loaderData.vision.credits} onRead={readByModel} />
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
      )}
    </>
  );
}

export const meta = () => pageMeta(m.scan_title(), m.scan_description());
