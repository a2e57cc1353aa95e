import { type ReactNode, useEffect } from "react";
import { useLocation } from "react-router";
import { transitionFor } from "~/lib/transitions";

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
