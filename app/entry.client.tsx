import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { z } from "zod";
import { registerServiceWorker } from "~/lib/service-worker.client";

// zod probes whether it may compile validators with `new Function`; under our Content-Security-Policy (no
// 'unsafe-eval') the probe is refused and reported as a violation. Interpreted validation is all the forms need.
z.config({ jitless: true });

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

registerServiceWorker();
