import type { ComponentProps } from "react";
import { cn } from "~/lib/cn";
import { controlClasses } from "./input";

/**
 * A choice from a list: the browser's own `<select>` with `<option>` children, styled like the other controls. On a
 * phone it opens the system's picker, it works without JavaScript, and it needs no positioning library.
 */
export function Select({ className, ...props }: ComponentProps<"select">) {
  return <select className={cn(controlClasses, "min-h-10", className)} {...props} />;
}
