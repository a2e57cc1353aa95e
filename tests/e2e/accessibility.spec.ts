import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "./fixtures";
import { NOT_FOUND_ROUTES, ROUTES } from "./routes";

test.use({ allowConsole: [/status of 404/] });

for (const prefix of ["", "/de"]) {
  for (const route of ROUTES) {
    const path = prefix && route === "/" ? prefix : `${prefix}${route}`;
    test(`${path} has no serious or critical accessibility violations`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(NOT_FOUND_ROUTES.has(route) ? 404 : 200);
      await expect(page.locator("html")).toHaveAttribute("lang", prefix ? "de" : "en");
      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
      const results = await new AxeBuilder({ page }).analyze();
      const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
      expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
    });
  }
}

test.describe("before any cookie choice", () => {
  test.use({ consented: false });

  test("the consent dialog itself is accessible", async ({ page }) => {
    await page.goto("/de/pricing");
    await expect(page.getByRole("dialog", { name: "Cookies bei Mise" })).toBeVisible();
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.filter((v) => v.impact === "serious" || v.impact === "critical")).toEqual([]);
  });
});
