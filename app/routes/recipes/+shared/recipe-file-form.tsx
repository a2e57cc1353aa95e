import { type FormEvent, useState } from "react";
import { Form, useNavigate } from "react-router";
import { importedText } from "~/components/flash-toast";
import { SubmitButton } from "~/components/form-parts";
import { LocalizedLink, useLocale } from "~/components/localized-link";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { Progress } from "~/components/ui/progress";
import { toast } from "~/components/ui/toast-store";
import { localizePath } from "~/lib/locale";
import { m } from "~/paraglide/messages.js";

/** A part stays well below the server's limit for one request, photos included. */
const PART_CHARACTERS = 4 * 1024 * 1024;

type Part = { text: string; recipes: number };

/** A JSON-LD document's top-level nodes in documents of their own, each at most about `size` characters. */
export function splitRecipeFile(text: string, size = PART_CHARACTERS): Part[] {
  const document: unknown = JSON.parse(text);
  const graph = document && typeof document === "object" ? (document as Record<string, unknown>)["@graph"] : undefined;
  const nodes: unknown[] = Array.isArray(document) ? document : Array.isArray(graph) ? graph : [document];
  const context = Array.isArray(graph) ? (document as Record<string, unknown>)["@context"] : undefined;
  const parts: { nodes: string[]; length: number }[] = [];
  for (const node of nodes) {
    const json = JSON.stringify(node);
    const last = parts.at(-1);
    if (last && last.length + json.length <= size) {
      last.nodes.push(json);
      last.length += json.length;
    } else parts.push({ nodes: [json], length: json.length });
  }
  return parts.map((part) => ({
    text: `{"@context":${JSON.stringify(context ?? "https://schema.org")},"@graph":[${part.nodes.join(",")}]}`,
    recipes: part.nodes.length,
  }));
}

/**
 * A recipe file to import. Without JavaScript the form posts the file to the page's action; with it, the file goes
 * to /api/recipes/file in parts of a few megabytes, however large it is (a library with its photos), with the
 * progress shown. Recipes already in the library are skipped, so sending the file again after an error is safe.
 */
export function RecipeFileForm({ error, upgrade = false }: { error?: string; upgrade?: boolean }) {
  const locale = useLocale();
  const navigate = useNavigate();
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [problem, setProblem] = useState<{ text: string; upgrade: boolean } | null>(null);
  const refuse = (text: string, { upgrade = false } = {}) => setProblem({ text, upgrade });

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    const file = (event.currentTarget.elements.namedItem("file") as HTMLInputElement | null)?.files?.[0];
    if (!file) return; // the action says what is missing
    event.preventDefault();
    setProblem(null);
    let parts: Part[];
    try {
      parts = splitRecipeFile(await file.text());
    } catch {
      refuse(m.recipe_import_not_json());
      return;
    }
    const total = parts.reduce((sum, part) => sum + part.recipes, 0);
    let done = 0;
    let created = 0;
    let skipped = 0;
    setProgress({ done, total });
    for (const part of parts) {
      const response = await fetch(`/api/recipes/file?lang=${locale}`, {
        method: "POST",
        headers: { "content-type": "application/ld+json" },
        body: part.text,
      }).catch(() => null);
      const body = (await response?.json().catch(() => null)) as
        | { created: number; skipped: number; overLimit?: number; message?: string; error?: { message: string } }
        | null
        | undefined;
      if (!response?.ok || !body) {
        setProgress(null);
        const reason =
          body?.error?.message ?? (navigator.onLine ? m.api_error_internal() : m.offline_needs_connection());
        refuse(created > 0 ? `${reason} ${m.recipe_import_partial({ count: created })}` : reason);
        return;
      }
      created += body.created;
      skipped += body.skipped;
      if (body.overLimit && body.message) {
        // The plan keeps no more: the rest of the file would be refused too.
        setProgress(null);
        refuse(`${body.message} ${m.recipe_import_over_limit({ added: created, refused: body.overLimit })}`, {
          upgrade: true,
        });
        return;
      }
      done += part.recipes;
      setProgress({ done, total });
    }
    toast({ title: importedText(created, skipped), variant: "success" });
    navigate(localizePath("/recipes", locale));
  }

  return (
    <Form method="post" encType="multipart/form-data" className="flex flex-col gap-3" noValidate onSubmit={onSubmit}>
      <Field label={m.recipe_import_file()} error={problem?.text ?? error}>
        <Input
          type="file"
          name="file"
          className="py-2"
          accept=".json,.jsonld,application/json,application/ld+json"
          required
          disabled={progress !== null}
        />
      </Field>
      {(problem?.upgrade ?? (upgrade && Boolean(error))) && (
        <LocalizedLink to="/pricing" className="text-sm font-medium text-primary underline">
          {m.plan_limit_upgrade()}
        </LocalizedLink>
      )}
      {progress && (
        <div className="flex flex-col gap-2" role="status">
          <p className="text-sm">{m.recipe_import_progress({ done: progress.done, total: progress.total })}</p>
          <Progress value={(progress.done / Math.max(1, progress.total)) * 100} aria-label={m.recipe_import_title()} />
        </div>
      )}
      <SubmitButton intent="import" variant="outline" className="self-start" disabled={progress !== null}>
        {m.recipe_import_submit()}
      </SubmitButton>
    </Form>
  );
}
