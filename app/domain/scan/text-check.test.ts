import { describe, expect, it } from "vitest";
import { checkAgainstText, readingHolds } from "./text-check";

const reading = (items: string[], steps: string[]) => ({
  ingredients: [{ title: null, items }],
  instructions: [{ title: null, steps }],
});

// OCR of a cookbook photo: a misread letter, ½ read as 1/2, a decimal comma, a step broken over two lines.
const ocr = `Apfelkuchen
1/2 TL Zimt
200 g Mehi
1,5 kg Äpfel
Die Äpfel schälen und in
Spalten schneiden. 45 Minuten backen.`;

describe("a vision model's reading held against the OCR text", () => {
  it("confirms lines despite OCR damage: one wrong letter, ½ as 1/2, decimal commas, broken lines", () => {
    const check = checkAgainstText(
      reading(
        ["½ TL Zimt", "200 g Mehl", "1.5 kg Äpfel"],
        ["Die Äpfel schälen und in Spalten schneiden.", "45 Minuten backen."],
      ),
      ocr,
    );
    expect(check).toEqual({ lines: { confirmed: 3, total: 3 }, steps: { confirmed: 2, total: 2 } });
    expect(readingHolds(check)).toBe(true);
  });

  it("does not confirm an amount the pictures do not show, or lines and steps the model made up", () => {
    const check = checkAgainstText(
      reading(["½ TL Zimt", "300 g Mehl", "1,5 kg Äpfel", "100 g Butter"], ["Mit Sahne servieren und genießen."]),
      ocr,
    );
    expect(check).toEqual({ lines: { confirmed: 2, total: 4 }, steps: { confirmed: 0, total: 1 } });
    expect(readingHolds(check)).toBe(false);
  });

  it("does not hold a reading without ingredients or steps", () => {
    expect(readingHolds(checkAgainstText(reading([], []), ocr))).toBe(false);
  });
});
