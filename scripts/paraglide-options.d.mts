import type { CompilerOptions } from "@inlang/paraglide-js";
export declare const PARAGLIDE_OPTIONS: CompilerOptions;
