import { stripLocale } from "./locale";

const SLIDING_AREAS = ["/settings", "/profile"];

function depth(pathname: string) {
  return stripLocale(pathname).split("/").filter(Boolean).length;
}

function slides(pathname: string) {
  const path = stripLocale(pathname);
  return SLIDING_AREAS.some((area) => path === area || path.startsWith(`${area}/`));
}

/**
 * The animation for arriving at `to` from `from`. Settings and profile pages slide by depth (deeper comes in from
 * the right, shallower from the left); everything else fades. No animation on the first page or on a re-render.
 */
export function transitionFor(from: string | undefined, to: string): string {
  if (from === undefined || from === to) return "";
  if (slides(from) && slides(to)) {
    if (depth(to) > depth(from)) return "animate-slide-from-right";
    if (depth(to) < depth(from)) return "animate-slide-from-left";
  }
  return "animate-fade-in";
}
