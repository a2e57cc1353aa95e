import { afterEach, beforeEach, vi } from "vitest";

/**
 * A test that makes the code log an error fails, as in the DOM suite, unless it says it expects errors: the failure
 * paths (a provider down, a queue gone) log on purpose, and those tests check what was logged.
 */
let expecting = false;
let calls: unknown[][] = [];

/** Lets this test log errors, and gives what it logged to check. */
export function expectConsoleErrors() {
  expecting = true;
  return {
    get calls() {
      return calls;
    },
  };
}

export function failOnConsoleErrors() {
  beforeEach(() => {
    expecting = false;
    calls = [];
    vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
      calls.push(args);
    });
  });
  afterEach(() => {
    vi.restoreAllMocks();
    if (!expecting && calls.length > 0) {
      throw new Error(`console.error during test: ${calls.map((args) => args.map(String).join(" ")).join("\n")}`);
    }
  });
}
