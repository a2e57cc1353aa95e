import { expect, it } from "vitest";
import { happyCooksFloor } from "./social-proof";

it.each([
  [0, undefined],
  [1, undefined],
  [2, 1],
  [7, 6],
  [57, 56],
  [100, 99],
  [101, 100],
  [1234, 1200],
  [1200, 1100],
  [98765, 98000],
])("with %i users claims more than %s", (count, floor) => {
  expect(happyCooksFloor(count)).toBe(floor);
  if (floor !== undefined) expect(floor).toBeLessThan(count);
});
