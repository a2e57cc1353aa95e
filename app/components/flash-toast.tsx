import { X } from "lucide-react";
import { useEffect, useState } from "react";
import { m } from "~/paraglide/messages.js";
import type { Flash } from "~/server/flash";

const TEXT: { [K in Flash["kind"]]: (flash: Extract<Flash, { kind: K }>) => string } = {
  "recipe-deleted": () => m.recipe_deleted(),
  "recipes-imported": ({ count, skipped }) => importedText(count, skipped),
  "account-deleted": () => m.delete_account_done(),
  "email-confirmed": () => m.auth_confirm_success(),
  "password-reset": () => m.auth_reset_success(),
  "email-changed": () => m.settings_email_changed(),
  "collection-created": () => m.collection_created(),
  "collection-deleted": () => m.collection_deleted(),
  "collection-joined": () => m.collection_joined(),
  "collection-left": () => m.collection_left(),
  "collection-recipes-added": ({ count }) => m.collection_recipes_added({ count }),
  "note-deleted": () => m.note_deleted(),
  "recipe-copied": () => m.recipe_copied(),
  "recipe-copy-exists": () => m.recipe_copy_exists(),
};

/** How many recipes a file added, and how many it held that the library already had. */
export const importedText = (count: number, skipped: number) =>
  skipped > 0
    ? `${m.recipes_imported({ count })} ${m.recipes_import_skipped({ count: skipped })}`
    : m.recipes_imported({ count });

const textOf = (flash: Flash) => (TEXT[flash.kind] as (flash: Flash) => string)(flash);

/**
 * The notice a redirect left for this page, as a toast. It is rendered on the server, so it shows without
 * JavaScript too; with it, it closes by itself after a while or with its button.
 */
export function FlashToast({ flash }: { flash: Flash | null }) {
  const [open, setOpen] = useState(true);
  const [interactive, setInteractive] = useState(false);
  useEffect(() => {
    setInteractive(true);
    setOpen(true);
    if (!flash) return;
    const timer = setTimeout(() => setOpen(false), 8000);
    return () => clearTimeout(timer);
  }, [flash]);
  if (!flash || !open) return null;
  return (
    <div className="pointer-events-none fixed inset-x-0 bottom-20 z-[70] flex justify-end p-4 md:bottom-0">
      <div
        role="status"
        className="pointer-events-auto relative flex w-full max-w-sm items-start rounded-lg border border-success bg-popover p-4 pr-12 text-sm font-semibold text-popover-foreground shadow-lg animate-fade-in"
      >
        {textOf(flash)}
        {/* Only where a script can act on it: a page sent without client code (ADR 019) keeps its notice. */}
        {interactive && (
          <button
            type="button"
            onClick={() => setOpen(false)}
            aria-label={m.ui_close()}
            className="absolute top-2 right-2 inline-flex size-9 items-center justify-center rounded-md opacity-80 hover:opacity-100 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
          >
            <X aria-hidden className="size-4" />
          </button>
        )}
      </div>
    </div>
  );
}
