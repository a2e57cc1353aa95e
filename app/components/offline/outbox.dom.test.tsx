import { render, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { useWaitingSaves } from "./outbox";

// The device forgetting the cook (sign-out clears the site's storage) closes the database under a read in flight.
const read = vi.fn(() =>
  Promise.reject(new DOMException("Connection is closing because of: Force close delete origin", "UnknownError")),
);
vi.mock("./cook-database", () => ({ withCookDatabase: () => read() }));

function Saves() {
  return <p>{useWaitingSaves("cook-1").length} waiting</p>;
}

describe("useWaitingSaves", () => {
  it("keeps the list it has when the cook's database goes away under a read, with no error left unhandled", async () => {
    render(<Saves />);
    await waitFor(() => expect(read).toHaveBeenCalled());
    // An unhandled rejection fails this file; give it the turn it needs to surface.
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(screen.getByText("0 waiting")).toBeTruthy();
  });
});
