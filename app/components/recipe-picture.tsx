import { cn } from "~/lib/cn";
import { type Picture, pictureSources } from "~/lib/picture-urls";

/**
 * How wide a picture is shown, for the browser to pick its copy before the layout is known; they follow the app
 * frame (app-frame.tsx: px-4, from sm px-6, the sidebar of 14 rem and a 2 rem gap from lg, at most 80 rem wide).
 */
export const PICTURE_SLOTS = {
  /** The reading column of one recipe or collection (max-w-3xl). */
  column:
    "(min-width: 1072px) 768px, (min-width: 1024px) calc(100vw - 304px), (min-width: 816px) 768px, (min-width: 640px) calc(100vw - 3rem), calc(100vw - 2rem)",
  /** The full width of a wide page. */
  page: "(min-width: 1280px) 976px, (min-width: 1024px) calc(100vw - 304px), (min-width: 640px) calc(100vw - 3rem), calc(100vw - 2rem)",
  /**
   * A card in a grid of two columns from sm (0.75 rem apart), in the wider of the page's two columns (3 : 2, 2 rem
   * apart) from lg.
   */
  card: "(min-width: 1280px) 277px, (min-width: 1024px) calc(30vw - 107px), (min-width: 640px) calc(50vw - 30px), calc(100vw - 2rem)",
} as const;

/** The box a picture fills (object-cover), with the same ratio as its width and height attributes. */
const SHAPES = {
  video: { className: "aspect-video", width: 1280, height: 720 },
  banner: { className: "aspect-[3/1]", width: 1200, height: 400 },
} as const;

/**
 * A recipe's title picture (ADR 020): the stored picture, or where they exist its WebP copies at the width it is
 * shown, in a box of its shape that holds its place before it loads. `loading`: "priority" for the picture that
 * leads a page, "eager" for one that may be on the first screen, "lazy" for the rest.
 */
export function RecipePicture({
  picture,
  slot,
  shape,
  loading = "lazy",
  className,
}: {
  picture: Picture;
  slot: keyof typeof PICTURE_SLOTS;
  shape: keyof typeof SHAPES;
  loading?: "priority" | "eager" | "lazy";
  className?: string;
}) {
  const { src, srcSet } = pictureSources(picture);
  const box = SHAPES[shape];
  return (
    <picture className="contents">
      {srcSet && <source type="image/webp" srcSet={srcSet} sizes={PICTURE_SLOTS[slot]} />}
      <img
        src={src}
        alt=""
        width={box.width}
        height={box.height}
        loading={loading === "lazy" ? "lazy" : undefined}
        decoding={loading === "priority" ? undefined : "async"}
        fetchPriority={loading === "priority" ? "high" : undefined}
        className={cn("w-full object-cover", box.className, className)}
      />
    </picture>
  );
}
