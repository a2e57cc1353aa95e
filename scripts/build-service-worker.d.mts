export function buildServiceWorker(
  clientDir: string,
  template: string,
): { source: string; precache: string[]; bytes: number };
