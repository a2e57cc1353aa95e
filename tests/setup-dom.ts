import { cleanup } from "@testing-library/react";
import { afterEach, beforeEach, vi } from "vitest";

// A component that logs an error is broken even if its assertions pass.
beforeEach(() => {
  vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    throw new Error(`console.error during test: ${args.map(String).join(" ")}`);
  });
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});
