import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";

/** A short page that tells one thing: a heading, a few sentences and where to go next. */
export function Notice({
  icon: Icon,
  title,
  children,
  actions,
}: {
  icon?: LucideIcon;
  title: string;
  children: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-4">
      {Icon && <Icon aria-hidden className="size-10 text-primary" />}
      <h1 className="font-serif text-2xl font-semibold tracking-tight">{title}</h1>
      <div className="flex flex-col gap-3 text-muted-foreground">{children}</div>
      {actions && <div className="mt-2 flex flex-wrap gap-3">{actions}</div>}
    </div>
  );
}
