// Compiles messages/*.json into app/paraglide outside a Vite build (the Vite plugin does it in builds and dev).
import { compile } from "@inlang/paraglide-js";
import { PARAGLIDE_OPTIONS } from "./paraglide-options.mjs";

await compile(PARAGLIDE_OPTIONS);
