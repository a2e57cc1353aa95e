import { describe, expect, it } from "vitest";
import de from "../../messages/de.json";
import en from "../../messages/en.json";

type Messages = Record<string, unknown>;

function placeholders(message: unknown): string[] {
  return [...new Set(JSON.stringify(message).match(/\{[a-zA-Z]+\}/g) ?? [])].sort();
}

describe("messages", () => {
  const keys = (messages: Messages) => Object.keys(messages).filter((key) => key !== "$schema");

  it("has every English key in German and no German key without an English one", () => {
    expect(keys(de).filter((key) => !(key in en))).toEqual([]);
    expect(keys(en).filter((key) => !(key in de))).toEqual([]);
  });

  it("has no empty message", () => {
    for (const messages of [en, de] as Messages[]) {
      expect(keys(messages).filter((key) => JSON.stringify(messages[key]).replace(/"/g, "").trim() === "")).toEqual([]);
    }
  });

  it("uses the same placeholders in both languages", () => {
    const mismatched = keys(en).filter(
      (key) => placeholders((en as Messages)[key]).join() !== placeholders((de as Messages)[key]).join(),
    );
    expect(mismatched).toEqual([]);
  });
});
