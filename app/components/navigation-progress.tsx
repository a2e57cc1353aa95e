import { useNavigation } from "react-router";
import { useDelayedFlag } from "~/lib/use-delayed-flag";
import { m } from "~/paraglide/messages.js";

/** A thin bar at the top while the next page (and its lazily loaded code) is on its way, after 200 ms. */
export function NavigationProgress() {
  const busy = useDelayedFlag(useNavigation().state !== "idle");
  if (!busy) return null;
  return (
    <div
      role="progressbar"
      aria-label={m.loading()}
      className="fixed inset-x-0 top-0 z-[60] h-1 overflow-hidden bg-primary/20"
    >
      <div className="h-full w-2/5 animate-indeterminate bg-primary" />
    </div>
  );
}
