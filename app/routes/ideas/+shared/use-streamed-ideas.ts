import { type FormEvent, useState } from "react";
import { useRevalidator } from "react-router";
import { useLocale } from "~/components/localized-link";
import type { FieldErrors } from "~/lib/forms";
import { localizePath } from "~/lib/locale";
import { m } from "~/paraglide/messages.js";
import type { GenerateEvent, GenerateRefusal } from "../generate";

/** What a request for ideas answers: field errors, a failure, the reasons fewer ideas came, or how many were made. */
export type IdeasResult = {
  errors?: FieldErrors;
  formError?: string;
  /** The failure is the plan's limit: the page offers the way to a bigger plan. */
  upgrade?: boolean;
  reasons?: string[];
  generated?: number;
};

/** Posts the settings to the streaming endpoint and follows its progress line by line. */
export function useStreamedIdeas() {
  const locale = useLocale();
  const revalidator = useRevalidator();
  const [progress, setProgress] = useState<number | null>(null);
  const [result, setResult] = useState<IdeasResult>();
  const generate = async (event: FormEvent<HTMLFormElement>) => {
    // Without streams the form posts to the page's action, which answers when all ideas are there.
    if (typeof TextDecoderStream === "undefined") return;
    event.preventDefault();
    setProgress(0);
    setResult(undefined);
    try {
      const response = await fetch(localizePath("/recipes/new/idea/generate", locale), {
        method: "POST",
        body: new FormData(event.currentTarget),
      });
      // Field errors, or a refusal by the limits that says when to try again.
      if (response.status === 400 || response.status === 429) {
        setResult((await response.json()) as GenerateRefusal);
        return;
      }
      if (!response.ok || !response.body) throw new Error(`HTTP ${response.status}`);
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
      let buffer = "";
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += value;
        const lines = buffer.split("\n");
        buffer = lines.pop() ?? "";
        for (const line of lines.filter(Boolean)) {
          const update = JSON.parse(line) as GenerateEvent;
          if ("progress" in update) setProgress(update.progress);
          else if ("done" in update) {
            await revalidator.revalidate();
            setResult(update.done);
          } else setResult({ formError: update.error, upgrade: update.upgrade });
        }
      }
    } catch {
      setResult({ formError: m.ai_generate_failed() });
    } finally {
      setProgress(null);
    }
  };
  return { generate, progress, result };
}
