import { CloudUpload } from "lucide-react";
import { useCurrentUser } from "~/components/current-user";
import { LocalizedLink, useLocale } from "~/components/localized-link";
import { Button } from "~/components/ui/button";
import { localizePath } from "~/lib/locale";
import { m } from "~/paraglide/messages.js";
import type { WaitingSave } from "./cook-database";
import { dropSave, keepSave, useWaitingSaves } from "./outbox";

const STATE_TEXT: Record<WaitingSave["state"], () => string> = {
  waiting: m.offline_recipe_waiting,
  changed: m.offline_recipe_changed,
  gone: m.offline_recipe_gone,
  refused: m.offline_recipe_refused,
};

/** On a recipe's page: its edit made offline, waiting to be sent or needing a look (ADR 017). */
export function WaitingSaveNotice({ recipeId }: { recipeId: string }) {
  const cook = useCurrentUser()?.offlineKey;
  const save = useWaitingSaves(cook).find((each) => each.key === recipeId);
  if (!save || !cook) return null;
  return (
    <div
      role="status"
      className="flex flex-wrap items-center gap-x-4 gap-y-2 rounded-xl border border-dashed p-4 text-sm print:hidden"
    >
      <CloudUpload aria-hidden className="size-5 shrink-0 text-primary" />
      <p className="flex-1">{STATE_TEXT[save.state]()}</p>
      {save.state !== "waiting" && (
        <Button asChild size="sm">
          <LocalizedLink to={`/recipes/${recipeId}/edit`}>{m.offline_save_review()}</LocalizedLink>
        </Button>
      )}
    </div>
  );
}

/**
 * On the recipe list: every save made offline that has not arrived (new recipes have no page of their own yet),
 * with what the cook can do about it.
 */
export function WaitingSaves() {
  const cook = useCurrentUser()?.offlineKey;
  const locale = useLocale();
  const saves = useWaitingSaves(cook);
  if (!cook || saves.length === 0) return null;
  /** A recipe deleted elsewhere while it was being edited offline: the edit becomes a recipe of its own. */
  const saveAsNew = async (save: WaitingSave) => {
    const formData = new FormData();
    for (const [name, value] of save.fields) if (name !== "basedOn") formData.append(name, value);
    await keepSave(cook, { path: localizePath("/recipes/new", locale), formData, recipeId: null, title: save.title });
    await dropSave(cook, save.key);
  };
  return (
    <section aria-labelledby="waiting-saves" className="mb-6 flex flex-col gap-2 rounded-xl border border-dashed p-4">
      <h2 id="waiting-saves" className="flex items-center gap-2 font-semibold">
        <CloudUpload aria-hidden className="size-5 text-primary" />
        {m.offline_saves_heading()}
      </h2>
      <ul className="flex flex-col gap-2 text-sm">
        {saves.map((save) => (
          <li key={save.key} className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <span className="font-medium">{save.title}</span>
            <span className="text-muted-foreground">
              {save.recipeId ? STATE_TEXT[save.state]() : m.offline_new_recipe_waiting()}
            </span>
            {save.state === "gone" && (
              <Button size="sm" variant="outline" onClick={() => saveAsNew(save)}>
                {m.offline_save_as_new()}
              </Button>
            )}
            {(save.state === "changed" || save.state === "refused") && save.recipeId && (
              <Button asChild size="sm" variant="outline">
                <LocalizedLink to={`/recipes/${save.recipeId}/edit`}>{m.offline_save_review()}</LocalizedLink>
              </Button>
            )}
            {save.state !== "waiting" && (
              <Button size="sm" variant="ghost" onClick={() => dropSave(cook, save.key)}>
                {m.offline_save_discard()}
              </Button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
