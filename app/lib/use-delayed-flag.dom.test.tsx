import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { LOADING_STATE_DELAY_MS, useDelayedFlag } from "./use-delayed-flag";

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

it("shows a loading state only after 200 ms, and hides it as soon as loading ends", () => {
  const { result, rerender } = renderHook(({ active }) => useDelayedFlag(active), { initialProps: { active: true } });
  expect(LOADING_STATE_DELAY_MS).toBe(200);
  act(() => vi.advanceTimersByTime(199));
  expect(result.current).toBe(false);
  act(() => vi.advanceTimersByTime(1));
  expect(result.current).toBe(true);
  rerender({ active: false });
  expect(result.current).toBe(false);
});

it("never flashes for work that finishes within 200 ms", () => {
  const { result, rerender } = renderHook(({ active }) => useDelayedFlag(active), { initialProps: { active: true } });
  act(() => vi.advanceTimersByTime(150));
  rerender({ active: false });
  act(() => vi.advanceTimersByTime(500));
  expect(result.current).toBe(false);
});
