import { Camera, ImagePlus, ScanText, X } from "lucide-react";
import { type ChangeEvent, type DragEvent, useEffect, useRef, useState } from "react";
import type { Worker } from "tesseract.js";
import { useLocale } from "~/components/localized-link";
import { Button, buttonClasses } from "~/components/ui/button";
import { Progress } from "~/components/ui/progress";
import { RECIPE_LIMITS } from "~/domain/recipes/fields";
import { m } from "~/paraglide/messages.js";

type Status = "waiting" | "preparing" | "loading" | "reading" | "done" | "failed";
type PageImage = { key: number; file: File; status: Status; progress: number };

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

/**
 * The pictures of a recipe (photos taken or chosen, dropped files), read one after another on this device by the OCR
 * engine, which loads only when the cook starts; each picture shows its progress, and the reading can be cancelled.
 * `onRead` gets the text of all pictures and the pictures themselves (upright, for saving).
 */
export function ScanPictures({
  incoming,
  onRead,
  onError,
  onRunning,
}: {
  /** Pictures that came from elsewhere (shared to the app from the phone), added as if chosen. */
  incoming?: File[];
  onRead: (text: string, originals: File[]) => void;
  onError: (message: string | null) => void;
  onRunning: (running: boolean) => void;
}) {
  const locale = useLocale();
  const [images, setImages] = useState<PageImage[]>([]);
  const [running, setRunningState] = useState(false);
  const worker = useRef<Worker | null>(null);
  const cancelled = useRef(false);
  const setRunning = (value: boolean) => {
    setRunningState(value);
    onRunning(value);
  };

  useEffect(() => () => void worker.current?.terminate(), []);
  const addRef = useRef(add);
  addRef.current = add;
  useEffect(() => {
    if (incoming?.length) addRef.current(incoming);
  }, [incoming]);

  const update = (key: number, change: Partial<PageImage>) =>
    setImages((current) => current.map((image) => (image.key === key ? { ...image, ...change } : image)));

  function add(files: File[]) {
    onError(null);
    const pictures = files.filter(isImageFile);
    if (pictures.length < files.length) onError(m.scan_not_an_image());
    setImages((current) => {
      const room = RECIPE_LIMITS.scanImages - current.length;
      if (pictures.length > room) onError(m.scan_too_many_images({ max: RECIPE_LIMITS.scanImages }));
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

  async function scan() {
    onError(null);
    setRunning(true);
    cancelled.current = false;
    const texts: string[] = [];
    const originals: File[] = [];
    let current = images[0]?.key ?? 0;
    try {
      const { createReader, prepareImage } = await import("./scan-reader.client");
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
      if (texts.length === 0) onError(m.scan_unreadable_images());
      else onRead(texts.join("\n\n"), originals);
    } catch {
      if (!cancelled.current) {
        update(current, { status: "failed" });
        onError(m.scan_failed());
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
  );
}
