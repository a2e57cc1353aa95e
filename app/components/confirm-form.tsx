import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Form } from "react-router";
import { Button } from "~/components/ui/button";

/**
 * A question before something that cannot be undone, as a disclosure: it works without JavaScript and keeps the
 * focus where the user is.
 */
export function ConfirmForm({
  label,
  text,
  confirm,
  intent,
  icon: Icon,
  fields = {},
}: {
  label: string;
  text: ReactNode;
  confirm: ReactNode;
  intent: string;
  icon: LucideIcon;
  /** Hidden fields the form sends along (which member). */
  fields?: Record<string, string>;
}) {
  return (
    <details>
      <summary className="inline-flex min-h-9 cursor-pointer list-none items-center gap-1.5 rounded-md px-2 text-sm font-medium text-destructive hover:bg-destructive/10">
        <Icon aria-hidden className="size-4" />
        {label}
      </summary>
      <Form method="post" className="mt-2 flex flex-col items-start gap-2 rounded-md border p-3 text-sm">
        <p>{text}</p>
        {Object.entries(fields).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <Button type="submit" name="intent" value={intent} variant="destructive" size="sm">
          {confirm}
        </Button>
      </Form>
    </details>
  );
}
