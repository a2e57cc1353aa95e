import { z } from "zod";

/**
 * zod probes whether it may compile validators with `new Function`; under the Content-Security-Policy (no
 * 'unsafe-eval') the browser refuses the probe and reports it as a violation. Interpreted validation is all the
 * forms need. Imported first by root.tsx, so it runs before any route module in the browser and on the server.
 */
z.config({ jitless: true });
