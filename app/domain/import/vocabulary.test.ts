import { describe, expect, it } from "vitest";
import { letters } from "./vocabulary";

describe("letters, how lines are compared", () => {
  it('keeps letters and digits of every script, lower-cased, "½" as "1/2" (whose slash goes like any sign)', () => {
    expect(
      ["1 Cup Flour, sifted!", "2–3 EL Öl (kalt)", "½ TL Salz", "ŁYŻKA mąki", "Φλιτζάνι 1", "¾ cup", "   "].map(
        letters,
      ),
    ).toEqual(["1cupfloursifted", "23elölkalt", "12tlsalz", "łyżkamąki", "φλιτζάνι1", "34cup", ""]);
  });
});
