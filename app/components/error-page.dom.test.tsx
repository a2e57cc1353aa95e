import { render, screen } from "@testing-library/react";
import { createRoutesStub, data } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { RouteErrorBoundary } from "./route-error-boundary";

function renderFailingRoute(loader: () => never) {
  const Stub = createRoutesStub([
    { path: "/recipes", Component: () => null, HydrateFallback: () => null, loader, ErrorBoundary: RouteErrorBoundary },
  ]);
  render(<Stub initialEntries={["/recipes"]} />);
}

describe("error pages", () => {
  it("shows a route's own 404 as 'Page Not Found'", async () => {
    renderFailingRoute(() => {
      throw data(null, { status: 404 });
    });
    expect(await screen.findByRole("heading", { name: "Page Not Found" })).toBeTruthy();
    expect(screen.getByText("404")).toBeTruthy();
  });

  it("shows an unexpected failure as 'Internal Server Error' without its internals, and logs it", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => undefined);
    renderFailingRoute(() => {
      throw new Error("D1_ERROR: no such table: secret_stuff");
    });
    expect(await screen.findByRole("heading", { name: "Internal Server Error" })).toBeTruthy();
    expect(document.body.textContent).not.toContain("secret_stuff");
    expect(log).toHaveBeenCalled();
    expect(screen.getByRole("link", { name: "Back to the home page" }).getAttribute("href")).toBe("/");
  });
});
