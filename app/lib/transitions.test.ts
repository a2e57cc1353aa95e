import { expect, it } from "vitest";
import { transitionFor } from "./transitions";

it.each([
  [undefined, "/settings", ""],
  ["/settings", "/settings", ""],
  ["/settings", "/settings/account", "animate-slide-from-right"],
  ["/de/settings/account", "/de/settings", "animate-slide-from-left"],
  ["/settings/account", "/settings/security", "animate-fade-in"],
  ["/profile", "/profile/edit", "animate-slide-from-right"],
  ["/profile/edit", "/profile", "animate-slide-from-left"],
  ["/profile", "/settings/account", "animate-slide-from-right"],
  ["/recipes", "/recipes/42", "animate-fade-in"],
  ["/dashboard", "/settings", "animate-fade-in"],
])("from %s to %s: %s", (from, to, animation) => {
  expect(transitionFor(from, to)).toBe(animation);
});
