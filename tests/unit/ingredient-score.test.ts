// @vitest-environment node
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { NUMBER_WORDS, parseAmount } from "~/domain/recipes/ingredient-tokens";
import { lookupUnit } from "~/domain/recipes/units";
import { readCases } from "../../scripts/ingredient-data.mjs";
import { isRight, nameKey } from "../../scripts/ingredient-score.mjs";

// How bench:ingredients judges a parsed line (issue 22): any file of labelled lines, as other hands wrote it.
const parsed = (fields: Record<string, unknown>) => ({
  quantity: null,
  quantityMax: null,
  unit: null,
  unitText: null,
  food: "",
  ...fields,
});

describe("bench:ingredients scoring", () => {
  it("compares foods without their plural endings, whichever side has them", () => {
    for (const [one, other] of [
      ["walnut piece", "walnut pieces"],
      ["ground clove", "ground cloves"],
      ["ice cube", "ice cubes"],
      ["curry leaf", "curry leaves"],
      ["tomato", "tomatoes"],
      ["berry", "berries"],
      ["Lemon-Cream Cheese Icing", "Lemon–Cream Cheese Icing"],
    ]) {
      expect(nameKey(one as string)).toBe(nameKey(other as string));
    }
    expect(nameKey("Tahin (Sesampaste)")).toBe(nameKey("tahin"));
    expect(nameKey("olive oil")).not.toBe(nameKey("oil"));
  });

  it("scores a unit the app has no id for by the word the parser read as the unit", () => {
    const item = { quantity: 2, quantity_max: null, unit: "racks", name: "pork ribs" };
    expect(isRight(item, parsed({ quantity: 2, unitText: "rack", food: "pork ribs" }), lookupUnit)).toBe(true);
    expect(isRight(item, parsed({ quantity: 2, food: "racks pork ribs" }), lookupUnit)).toBe(false);
    const known = { quantity: 1, quantity_max: null, unit: "EL", name: "Öl" };
    expect(isRight(known, parsed({ quantity: 1, unit: "tbsp", unitText: "EL", food: "Öl" }), lookupUnit)).toBe(true);
  });

  it("reads any cases file: language tags, amounts as text, empty units", () => {
    const file = join(mkdtempSync(join(tmpdir(), "cases-")), "cases.jsonl");
    const lines = [
      { text: "1/2 TL Salz", lang: "de-DE", quantity: "1/2", quantity_max: null, unit: "TL", name: "Salz" },
      { text: "Salt", lang: "en-GB", quantity: null, unit: "", name: "salt" },
      { text: "half a lemon", lang: "en", quantity: "half", name: "lemon" },
      { text: "1-2 EL Öl", lang: "de", quantity: "1-2", unit: "EL", name: "Öl" },
    ];
    writeFileSync(file, `${lines.map((line) => JSON.stringify(line)).join("\r\n")}\r\n\r\n`);
    expect(readCases(file, { parseAmount, NUMBER_WORDS })).toMatchObject([
      { lang: "de", quantity: 0.5, unit: "TL" },
      { lang: "en", quantity: null, unit: null },
      { quantity: 0.5, quantity_max: null },
      { quantity: 1, quantity_max: 2 },
    ]);
  });
});
