import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
    {
      // React recovers from a hydration mismatch by re-rendering on the client; log it so it gets fixed.
      onRecoverableError(error, errorInfo) {
        console.error("Hydration mismatch:", error, errorInfo.componentStack);
      },
    },
  );
});
