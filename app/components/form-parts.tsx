import { CircleAlert, CircleCheck } from "lucide-react";
import { type ReactNode, useEffect, useRef } from "react";
import { useNavigation } from "react-router";
import { Button, type ButtonProps } from "~/components/ui/button";
import { Spinner } from "~/components/ui/spinner";
import type { FormResult } from "~/lib/forms";
import { m } from "~/paraglide/messages.js";

/** A message about the whole form: announced at once to screen readers. */
export function FormMessage({ tone, children }: { tone: "error" | "success"; children: ReactNode }) {
  const Icon = tone === "error" ? CircleAlert : CircleCheck;
  return (
    <div
      role={tone === "error" ? "alert" : "status"}
      className={
        tone === "error"
          ? "flex gap-2 rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm text-destructive"
          : "flex gap-2 rounded-md border border-primary/30 bg-primary/10 p-3 text-sm text-foreground"
      }
    >
      <Icon aria-hidden className="mt-0.5 size-4 shrink-0" />
      <div className="flex flex-col gap-2">{children}</div>
    </div>
  );
}

/**
 * The submit button of a form posting to this route's action; shows progress while its own submission (matched by
 * `intent`) is in flight.
 */
export function SubmitButton({ children, intent, ...props }: ButtonProps & { intent?: string }) {
  const navigation = useNavigation();
  const pending =
    navigation.state === "submitting" && (intent === undefined || navigation.formData?.get("intent") === intent);
  return (
    <Button type="submit" name={intent ? "intent" : undefined} value={intent} aria-disabled={pending} {...props}>
      {pending && <Spinner label={m.form_submitting()} />}
      {children}
    </Button>
  );
}

/**
 * For a form's ref: when an answer marks fields invalid, focus moves to the first of them, in the middle of the
 * screen. A long form's save button sits far below its first fields; without this the cook saw nothing happen and a
 * screen reader said nothing about the field to fix.
 */
export function useFocusOnInvalid(result: FormResult | undefined) {
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (!result?.errors) return;
    const field = form.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    // Centred, not at the top edge, where the sticky header would cover it and its label.
    field?.focus({ preventScroll: true });
    field?.scrollIntoView({ block: "center" });
  }, [result]);
  return form;
}
