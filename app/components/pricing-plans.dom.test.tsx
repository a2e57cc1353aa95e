import { render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { type Pricing, PricingPlans } from "./pricing-plans";

function renderPlans(pricing: Pricing) {
  const Stub = createRoutesStub([
    {
      path: "*",
      Component: () => <PricingPlans locale="en" pricing={pricing} />,
      loader: () => null,
      HydrateFallback: () => null,
    },
  ]);
  render(<Stub initialEntries={["/pricing"]} />);
}

const card = async (name: string) =>
  (await screen.findByRole("heading", { name, level: 2 })).closest("article") as HTMLElement;

describe("PricingPlans", () => {
  it("without payments shows only Standard, which every account has, and says payments are not set up", async () => {
    renderPlans({ payments: false, price: null, cook: null });
    const standard = await card("Standard");
    expect(within(standard).getByText("Included")).toBeTruthy();
    expect(within(standard).getByText(/Payments are not set up on this server/)).toBeTruthy();
    expect(within(standard).queryByText(/free trial/i)).toBeNull();
    expect(screen.queryByRole("heading", { name: "Free" })).toBeNull();
    expect(screen.queryByText(/€/)).toBeNull();
  });

  it("with payments shows Free's limits and Standard at Stripe's price, with the trial for a cook who has it", async () => {
    renderPlans({
      payments: true,
      price: { amount: 499, currency: "eur", interval: "month" },
      cook: { plan: "free", trialAvailable: true },
    });
    const free = await card("Free");
    for (const line of [
      "3 AI credits a month",
      "Up to 50 saved recipes",
      "20 idea requests a month",
      "Up to 3 collections",
    ]) {
      expect(within(free).getByText(line)).toBeTruthy();
    }
    expect(within(free).getByText("Your plan")).toBeTruthy();
    const standard = await card("Standard");
    expect(within(standard).getByText("€4.99/month")).toBeTruthy();
    expect(within(standard).getByText("14-day free trial, once per cook")).toBeTruthy();
    const start = within(standard).getByRole("button", { name: "Start free trial" });
    expect(start.closest("form")?.getAttribute("action")).toBe("/settings/billing");
  });

  it("offers an upgrade without a trial once it is used", async () => {
    renderPlans({ payments: true, price: null, cook: { plan: "free", trialAvailable: false } });
    const standard = await card("Standard");
    expect(within(standard).getByRole("button", { name: "Upgrade to Standard" })).toBeTruthy();
    expect(within(standard).getByText("The price is shown at checkout.")).toBeTruthy();
  });

  it("sends a cook on Standard to manage billing", async () => {
    renderPlans({ payments: true, price: null, cook: { plan: "standard", trialAvailable: false } });
    const standard = await card("Standard");
    expect(within(standard).getByRole("link", { name: "Manage billing" }).getAttribute("href")).toBe(
      "/settings/billing",
    );
    expect(within(standard).getByText("Your plan")).toBeTruthy();
  });
});
