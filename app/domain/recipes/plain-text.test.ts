import { describe, expect, it } from "vitest";
import { recipeAsText } from "./plain-text";

describe("a recipe as plain text", () => {
  it("keeps the lines as written, names the sections and numbers the steps across them", () => {
    const text = recipeAsText({
      title: "Käsespätzle",
      description: null,
      ingredientSections: [
        { title: null, items: [{ original: "400 g Mehl" }, { original: "4 Eier" }] },
        { title: "Zum Servieren", items: [{ original: "2 Zwiebeln" }] },
      ],
      instructionSections: [
        { title: null, items: [{ text: "Teig rühren." }] },
        { title: "Schaben", items: [{ text: "Spätzle schaben." }] },
      ],
    });
    expect(text).toBe(
      "Käsespätzle\n\n- 400 g Mehl\n- 4 Eier\n\nZum Servieren\n- 2 Zwiebeln\n\n1. Teig rühren.\n\nSchaben\n2. Spätzle schaben.",
    );
  });
});
