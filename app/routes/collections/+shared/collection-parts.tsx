import { Library } from "lucide-react";
import { m } from "~/paraglide/messages.js";

export const ROLE_LABELS = {
  owner: m.collection_role_owner,
  editor: m.collection_role_editor,
  viewer: m.collection_role_viewer,
};

/** A recipe's photo as a card's picture: served to whoever may see the recipe (routes/recipes/image.ts). */
export function RecipePhoto({
  recipeId,
  version,
  className,
}: {
  recipeId: string;
  version: number;
  className: string;
}) {
  return <img src={`/recipes/${recipeId}/image?v=${version}`} alt="" loading="lazy" className={className} />;
}

/** A collection's cover: one of its recipes' photos, or a quiet placeholder. */
export function CollectionCover({ recipeId, version }: { recipeId: string | null; version: number | null }) {
  if (recipeId && version !== null) {
    return <RecipePhoto recipeId={recipeId} version={version} className="aspect-[3/1] w-full object-cover" />;
  }
  return (
    <span aria-hidden className="flex aspect-[3/1] w-full items-center justify-center bg-muted text-muted-foreground">
      <Library className="size-8" />
    </span>
  );
}
