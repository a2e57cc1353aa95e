/**
 * Why the AI provider gave no usable answer. The flows tell a timeout and a busy provider apart from the rest: the
 * cook is told so (with when to try again), and any credit taken is given back.
 */
export class ProviderError extends Error {
  constructor(
    readonly kind: "refused" | "invalid" | "violations" | "no-image" | "timeout" | "busy",
    message: string,
    /** For "busy": when the provider says to come back, in seconds. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

/** A provider failure the cook can act on (wait, try again later), or null for any other error. */
export function providerHold(error: unknown): { kind: "timeout" } | { kind: "busy"; retryAfterSeconds: number } | null {
  if (!(error instanceof ProviderError)) return null;
  if (error.kind === "timeout") return { kind: "timeout" };
  if (error.kind === "busy") return { kind: "busy", retryAfterSeconds: error.retryAfterSeconds ?? 60 };
  return null;
}
