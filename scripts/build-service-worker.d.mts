type RouteManifest = {
  url: string;
  entry: { module: string; imports: string[]; css?: string[] };
  routes: Record<string, { module: string; imports?: string[]; css?: string[] }>;
};

export const STATIC_FILES: string[];
export const SHELL_ROUTES: string[];
/** `manifests`: each language's client build's route manifest (ADR 019); read from the build when left out. */
export function precacheFiles(clientDir: string, manifests?: RouteManifest[]): string[];
export function buildServiceWorker(
  clientDir?: string,
  workDir?: string,
): Promise<{ count: number; size: number; files: string[] }>;
