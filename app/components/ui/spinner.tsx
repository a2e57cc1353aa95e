import { LoaderCircle } from "lucide-react";
import { cn } from "~/lib/cn";

/** A spinning indicator with a label for screen readers. */
export function Spinner({ label, className }: { label: string; className?: string }) {
  return (
    <span role="status" className={cn("inline-flex items-center gap-2", className)}>
      <LoaderCircle aria-hidden className="size-4 animate-spin" />
      <span className="sr-only">{label}</span>
    </span>
  );
}
