import { ClipboardPaste } from "lucide-react";
import { useCallback, useEffect, useRef, useState } from "react";
import { data, useLocation, useNavigate, useSearchParams } from "react-router";
import { z } from "zod";
import { BackLink } from "~/components/back-link";
import { FormMessage } from "~/components/form-parts";
import { useLocale } from "~/components/localized-link";
import { skipReloadWhenOffline } from "~/components/offline/offline-error";
import { PageHeader } from "~/components/page-header";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Textarea } from "~/components/ui/textarea";
import { clientIp, refusalMessage, withLimit } from "~/domain/accounts/rate-limit.server";
import { loadIdeaUser } from "~/domain/ai/ideas.server";
import { creditBalance } from "~/domain/billing/credits.server";
import type { ReviewDraft } from "~/domain/recipes/draft";
import { RECIPE_LIMITS } from "~/domain/recipes/fields";
import { IMAGE_LIMITS } from "~/domain/recipes/images";
import { decodeBudget } from "~/domain/recipes/images.server";
import type { TextCheck } from "~/domain/scan/text-check";
import { readWithVision, type VisionOutcome } from "~/domain/scan/vision.server";
import type { FormResult } from "~/lib/forms";
import { localeFromPath } from "~/lib/locale";
import { pageMeta } from "~/lib/meta";
import { type SharedItem, takeShared } from "~/lib/shared-items";
import { truncateText } from "~/lib/text";
import { m } from "~/paraglide/messages.js";
import { appContext } from "~/server/context";
import { BODY_LIMITS, readForm } from "~/server/request-body.server";
import { actionRetryAfter, retryAfterHeader } from "~/server/responses";
import { requireSession } from "~/server/session.server";
import { saveOrKeep } from "./+shared/offline-save";
import { readScanImages, saveRecipe } from "./+shared/save-recipe.server";
import { ScanPictures } from "./+shared/scan-pictures";
import { type Review, ScanReview, type VisionResult } from "./+shared/scan-review";
import type { Route } from "./+types/scan";

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";

export const headers = actionRetryAfter;

/** What reading the pictures with the vision model costs and what the cook has left; null when none is configured. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const session = requireSession(context, request);
  const { db, services } = context.get(appContext);
  if (services.scanVision !== "openai-compatible") return { vision: null };
  return {
    vision: {
      credits: await creditBalance(db, await loadIdeaUser(db, session.user.id, services.payments === "stripe")),
    },
  };
}

type VisionProblem = Exclude<VisionOutcome, { ok: true }>;

/** What the cook is told when the model gives no reading, with the answer's status (and when to come back). */
function visionRefusal(outcome: VisionProblem): { error: string; status: number; retryAfterSeconds?: number } {
  switch (outcome.problem) {
    case "not-configured":
      return { error: m.scan_vision_not_configured(), status: 404 };
    case "no-credits":
      return { error: m.credits_none_left(), status: 402 };
    case "timeout":
      return { error: m.scan_vision_timeout(), status: 504 };
    case "busy": {
      const { retryAfterSeconds } = outcome;
      return { error: m.ai_busy({ minutes: Math.ceil(retryAfterSeconds / 60) }), status: 503, retryAfterSeconds };
    }
    case "failed":
      return { error: m.scan_vision_failed(), status: 502 };
    case "not-confirmed":
      return { error: m.scan_vision_not_confirmed(), status: 422 };
  }
}

/** The pictures (scaled for the model) and the text the device read from them, to the vision model. */
async function readWithModel(context: Route.ActionArgs["context"], request: Request, formData: FormData) {
  const session = requireSession(context, request);
  const { env, db, services } = context.get(appContext);
  const pictures = await readScanImages(formData, IMAGE_LIMITS.visionEdge);
  const text = z.string().trim().min(1).max(RECIPE_LIMITS.scanText).safeParse(formData.get("text"));
  if (typeof pictures === "string" || pictures.length === 0 || !text.success) {
    const error = typeof pictures === "string" ? pictures : m.scan_unreadable_images();
    return data<VisionResult>({ intent: "vision", error }, { status: 400 });
  }
  const user = await loadIdeaUser(db, session.user.id, services.payments === "stripe");
  const locale = localeFromPath(new URL(request.url).pathname);
  const limited = await withLimit(env.DB, "vision", { ip: clientIp(request), account: session.user.email }, () =>
    readWithVision(env, user, pictures, text.data, locale),
  );
  if (!limited.allowed) {
    const { retryAfterSeconds } = limited;
    const error = refusalMessage(limited, locale);
    return data<VisionResult>(
      { intent: "vision", error },
      { status: 429, headers: retryAfterHeader(retryAfterSeconds) },
    );
  }
  const outcome = limited.value;
  if (!outcome.ok) {
    const { error, status, retryAfterSeconds } = visionRefusal(outcome);
    return data<VisionResult>({ intent: "vision", error }, { status, headers: retryAfterHeader(retryAfterSeconds) });
  }
  const { recipe, lines, steps } = outcome;
  return data<VisionResult>({ intent: "vision", recipe, lines, steps });
}

export async function action({ context, request }: Route.ActionArgs) {
  requireSession(context, request);
  const formData = await readForm(request, BODY_LIMITS.pictures);
  if (formData.get("intent") === "vision") return readWithModel(context, request, formData);
  const budget = decodeBudget();
  const scans = await readScanImages(formData, IMAGE_LIMITS.scanEdge, budget);
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
    budget,
  });
}

export async function clientAction(args: Route.ClientActionArgs) {
  return saveOrKeep(
    args,
    null,
    () => ({ intent: "vision", error: m.offline_needs_connection() }) satisfies VisionResult,
  );
}

let nextKey = 0;

/**
 * Scan a recipe: photos of a cookbook page or a card, or screenshots, read on this device (nothing is uploaded until
 * the cook saves), or text pasted from anywhere. The recipe read from it opens in the editor beside the pictures.
 */
export default function ScanRecipe({ actionData, loaderData }: Route.ComponentProps) {
  const locale = useLocale();
  const [running, setRunning] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [pasted, setPasted] = useState("");
  const [review, setReview] = useState<Review | null>(null);
  const saveResult = actionData?.intent === "save" ? (actionData as FormResult) : undefined;
  const [shared, setShared] = useState<File[]>();
  useShared((item) => {
    if (!item) return setError(m.scan_shared_gone());
    if (item.pictures.length > 0) setShared(item.pictures);
    if (item.text.trim()) setPasted(truncateText(item.text, RECIPE_LIMITS.scanText));
  });

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

  async function showReview(text: string, originals: File[]) {
    // The text reader is loaded when there is text to read: the page opens without it.
    let reader: typeof import("~/domain/scan/recipe-text");
    try {
      reader = await import("~/domain/scan/recipe-text");
    } catch {
      setError(m.scan_reader_failed());
      return;
    }
    const draft = reader.readRecipeText(text, locale);
    if (!draft) {
      setError(originals.length > 0 ? m.scan_nothing_found() : m.scan_text_nothing_found());
      return;
    }
    setReview({ key: nextKey++, draft, text, originals, previews: originals.map((file) => URL.createObjectURL(file)) });
  }

  return (
    <>
      <BackLink to="/recipes/new" label={m.recipe_new_title()} />
      <PageHeader title={m.scan_title()} description={m.scan_description()} />
      <ScanPictures incoming={shared} onRead={showReview} onError={setError} onRunning={setRunning} />
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
        <ScanReview
          review={review}
          visionCredits={loaderData.vision?.credits ?? null}
          saveResult={saveResult}
          onRead={readByModel}
        />
      )}
    </>
  );
}

/**
 * What was shared to the app (routes/share.ts): text in the address, or pictures and long text kept on this device
 * by the service worker, taken from there once. The address then loses it, so a reload does not look again.
 */
function useShared(receive: (item: Pick<SharedItem, "pictures" | "text"> | null) => void) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const receiveRef = useRef(receive);
  receiveRef.current = receive;
  const taken = useRef<string | null>(null);
  const id = params.get("shared");
  const text = params.get("text");
  useEffect(() => {
    if ((!id && !text) || taken.current === (id ?? text)) return;
    taken.current = id ?? text;
    navigate(pathname, { replace: true });
    if (text) receiveRef.current({ pictures: [], text });
    else if (id) takeShared(id).then(receiveRef.current, () => receiveRef.current(null));
  }, [id, text, pathname, navigate]);
}

export const shouldRevalidate = skipReloadWhenOffline;

export const meta = () => pageMeta(m.scan_title(), m.scan_description());
