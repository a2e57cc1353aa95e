/**
 * The addresses of a recipe's title picture, as the pages, the server and the service worker agree on them
 * (ADR 020): the stored picture at `/recipes/:id/image?v=<version>`, and its WebP copies at `&w=<width>`, one for
 * each of `PICTURE_WIDTHS` (never wider than the stored picture itself).
 */
export const PICTURE_WIDTHS = [768, 1280] as const;
export const PICTURE_WIDTH_PARAM = "w";

export function recipePictureUrl(recipeId: string, version: number, width?: number): string {
  const url = `/recipes/${recipeId}/image?v=${version}`;
  return width === undefined ? url : `${url}&${PICTURE_WIDTH_PARAM}=${width}`;
}

/** The copy an address asks for: one of `PICTURE_WIDTHS`, or null for the stored picture (or a width never made). */
export function pictureWidthOf(url: URL): number | null {
  const width = Number(url.searchParams.get(PICTURE_WIDTH_PARAM));
  return PICTURE_WIDTHS.find((each) => each === width) ?? null;
}

/** What a page needs to show a title picture: its recipe, its version, its width and its copies' widths. */
export type Picture = { recipeId: string; version: number; width: number | null; variants: number[] | null };

/** A recipe's title picture when it has one ready, from its stored fields. */
export function pictureOf(recipe: {
  id: string;
  updatedAt: Date | string | number;
  imageStatus: string;
  imageWidth: number | null;
  imageVariants: number[] | null;
}): Picture | null {
  if (recipe.imageStatus !== "ready") return null;
  const version = new Date(recipe.updatedAt).getTime();
  return { recipeId: recipe.id, version, width: recipe.imageWidth, variants: recipe.imageVariants };
}

/** The smallest form of a picture, for a thumbnail: its narrowest copy, or the stored picture while it has none. */
export function thumbnailUrl({ recipeId, version, variants }: Picture): string {
  return recipePictureUrl(recipeId, version, variants?.length ? Math.min(...variants) : undefined);
}

/** The stored picture's address, and its copies as a `srcset` with the width each really has. */
export function pictureSources({ recipeId, version, width, variants }: Picture): {
  src: string;
  srcSet: string | null;
} {
  const src = recipePictureUrl(recipeId, version);
  if (!width || !variants?.length) return { src, srcSet: null };
  const srcSet = variants
    .map((variant) => `${recipePictureUrl(recipeId, version, variant)} ${Math.min(variant, width)}w`)
    .join(", ");
  return { src, srcSet };
}
