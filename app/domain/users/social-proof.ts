/**
 * The N in 'Loved by more than N happy cooks': the real count rounded down to two significant digits and kept
 * strictly below it, so the claim is always true (1234 → 1200, 57 → 56, 2 → 1). Undefined below two cooks.
 */
export function happyCooksFloor(userCount: number): number | undefined {
  if (userCount < 2) return undefined;
  const below = userCount - 1;
  const step = Math.max(1, 10 ** (Math.floor(Math.log10(below)) - 1));
  return Math.floor(below / step) * step;
}
