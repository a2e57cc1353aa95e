type RouteManifest = {
  url: string;
  entry: { module: string; imports: string[]; css?: string[] };
  routes: Record<string, { module: string; imports?: string[]; css?: string[] }>;
};

export const STATIC_FILES: string[];
export const SHELL_ROUTES: string[];
export function readRouteManifest(clientDir: string): RouteManifest;
export function precacheFiles(clientDir: string, manifest?: RouteManifest): string[];
export function buildServiceWorker(
  clientDir?: string,
  workDir?: string,
): Promise<{ count: number; size: number; files: string[] }>;
