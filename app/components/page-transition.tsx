import { type ReactNode, useEffect } from "react";
import { useLocation } from "react-router";
import { stripLocale } from "~/lib/locale";

const SLIDING_AREAS = ["/settings", "/profile"];

function depth(pathname: string) {
  return stripLocale(pathname).split("/").filter(Boolean).length;
}

function slides(pathname: string) {
  const path = stripLocale(pathname);
  return SLIDING_AREAS.some((area) => path === area || path.startsWith(`${area}/`));
}

/**
 * Settings and profile pages slide by depth: deeper comes in from the right, shallower from the left;
 * everything else fades. Computed from the previous path, so back and forward behave the same.
 */
export function transitionFor(from: string | undefined, to: string): string {
  if (from === undefined || from === to) return "";
  if (slides(from) && slides(to)) {
    if (depth(to) > depth(from)) return "animate-slide-from-right";
    if (depth(to) < depth(from)) return "animate-slide-from-left";
  }
  return "animate-fade-in";
}

// Shared by every layout, so moving between layouts still knows where it came from.
let lastShownPath: string | undefined;

export function PageTransition({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const animation = transitionFor(lastShownPath, pathname);
  useEffect(() => {
    lastShownPath = pathname;
  }, [pathname]);
  return (
    <div key={pathname} className={`flex flex-1 flex-col ${animation}`}>
      {children}
    </div>
  );
}
