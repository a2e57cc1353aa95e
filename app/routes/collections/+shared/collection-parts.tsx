import { Library } from "lucide-react";
import type { ComponentProps } from "react";
import { RecipePicture } from "~/components/recipe-picture";
import type { Picture } from "~/lib/picture-urls";
import { m } from "~/paraglide/messages.js";

export const ROLE_LABELS = {
  owner: m.collection_role_owner,
  editor: m.collection_role_editor,
  viewer: m.collection_role_viewer,
};

/**
 * What a member who joins by the link may do, as the infinitive that follows "You may" on the join page ("Du darfst:
 * Rezepte und Notizen hinzufügen"; the role's label, "Darf hinzufügen", said the verb twice) and the sharing choice.
 */
export const JOIN_ROLE_LABELS = {
  editor: m.collection_join_role_editor,
  viewer: m.collection_join_role_viewer,
};

/** A collection's cover (as its page leads with it, or on a card): one of its recipes' photos. */
export function coverOf(collection: {
  coverRecipeId: string | null;
  coverVersion: Date | string | number | null;
  coverWidth: number | null;
  coverVariants: number[] | null;
}): Picture | null {
  const { coverRecipeId, coverVersion, coverWidth, coverVariants } = collection;
  if (!coverRecipeId || coverVersion === null) return null;
  const version = new Date(coverVersion).getTime();
  return { recipeId: coverRecipeId, version, width: coverWidth, variants: coverVariants };
}

/** A collection's cover, or a quiet placeholder. */
export function CollectionCover({
  cover,
  ...shown
}: { cover: Picture | null } & Pick<ComponentProps<typeof RecipePicture>, "slot" | "loading">) {
  if (cover) return <RecipePicture picture={cover} shape="banner" {...shown} />;
  return (
    <span aria-hidden className="flex aspect-[3/1] w-full items-center justify-center bg-muted text-muted-foreground">
      <Library className="size-8" />
    </span>
  );
}
