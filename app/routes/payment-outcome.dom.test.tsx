import { render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import PaymentOutcome, { type loader } from "./payment-outcome";

type Data = Awaited<ReturnType<typeof loader>>;

function renderOutcome(path: string, data: Data) {
  const Stub = createRoutesStub([
    { path: "*", Component: PaymentOutcome, loader: () => data, HydrateFallback: () => null },
  ]);
  render(<Stub initialEntries={[path]} />);
}

describe("where Stripe sends the cook back", () => {
  it("/cancel says nothing was charged and leads back to the plans", async () => {
    renderOutcome("/cancel", { page: "cancel", payments: true, outcome: null, portal: false });
    expect(await screen.findByRole("heading", { name: "Checkout cancelled" })).toBeTruthy();
    expect(screen.getByText("You left the checkout. Nothing was charged.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Back to the plans" }).getAttribute("href")).toBe("/pricing");
  });

  it("/fail explains the failed payment and offers the portal to a cook with a Stripe account", async () => {
    renderOutcome("/fail", { page: "fail", payments: true, outcome: null, portal: true });
    expect(await screen.findByRole("heading", { name: "Payment failed" })).toBeTruthy();
    expect(screen.getByText(/Stripe will try again over the next few days/)).toBeTruthy();
    const portal = screen.getByRole("button", { name: "Update payment method" });
    expect(portal.closest("form")?.getAttribute("action")).toBe("/settings/billing");
  });

  it("/fail without a Stripe account leads to Billing only", async () => {
    renderOutcome("/fail", { page: "fail", payments: true, outcome: null, portal: false });
    expect(await screen.findByRole("heading", { name: "Payment failed" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Update payment method" })).toBeNull();
    expect(screen.getByRole("link", { name: "Billing" })).toBeTruthy();
  });

  it("/success shows when the trial ends", async () => {
    renderOutcome("/success?session_id=cs_test_1", {
      page: "success",
      payments: true,
      outcome: { state: "trial", trialEnd: new Date("2026-12-09T10:00:00Z") },
      portal: false,
    });
    expect(
      await screen.findByText(/Your free trial of Standard has started and runs until December 9, 2026/),
    ).toBeTruthy();
  });

  it("/success while the payment is being confirmed says the page updates by itself", async () => {
    renderOutcome("/success?session_id=cs_test_2", {
      page: "success",
      payments: true,
      outcome: { state: "processing" },
      portal: false,
    });
    expect((await screen.findByRole("status")).textContent).toBe(
      "Your payment is being confirmed. This page updates by itself.",
    );
  });

  it("without payments on the server says nothing was charged", async () => {
    renderOutcome("/success", { page: "success", payments: false, outcome: null, portal: false });
    expect(await screen.findByText(/Payments are not set up on this server/)).toBeTruthy();
  });
});
