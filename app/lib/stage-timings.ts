/**
 * How long each stage of a request took, for its `Server-Timing` header: the import endpoint names its stages
 * (session, rate limit, fetch, decode, parse, cascade, answer) so the benchmark can report them and a browser's
 * developer tools show them.
 */
export class StageTimings {
  private readonly stages: [string, number][] = [];

  /** Runs `stage` and adds its duration under `name` (also when it throws). */
  measure<T>(name: string, stage: () => T): T {
    const started = performance.now();
    try {
      return stage();
    } finally {
      this.add(name, performance.now() - started);
    }
  }

  async measureAsync<T>(name: string, stage: () => Promise<T>): Promise<T> {
    const started = performance.now();
    try {
      return await stage();
    } finally {
      this.add(name, performance.now() - started);
    }
  }

  add(name: string, milliseconds: number) {
    const known = this.stages.find(([stage]) => stage === name);
    if (known) known[1] += milliseconds;
    else this.stages.push([name, milliseconds]);
  }

  header(): string {
    return this.stages.map(([name, milliseconds]) => `${name};dur=${milliseconds.toFixed(2)}`).join(", ");
  }
}
