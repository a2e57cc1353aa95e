import { ChevronLeft } from "lucide-react";
import type { ReactNode } from "react";
import { LocalizedLink } from "~/components/localized-link";
import { cn } from "~/lib/cn";

/** The way up to the parent page, above a page's heading. */
export function BackLink({ to, label, className }: { to: string; label: ReactNode; className?: string }) {
  return (
    <LocalizedLink
      to={to}
      className={cn(
        "mb-2 inline-flex min-h-10 items-center gap-1 text-sm font-medium text-muted-foreground hover:text-foreground",
        className,
      )}
    >
      <ChevronLeft aria-hidden className="size-4" />
      {label}
    </LocalizedLink>
  );
}
