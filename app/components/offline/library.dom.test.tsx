import { afterEach, describe, expect, it, vi } from "vitest";
import { LOCAL_STORAGE_PREFIX } from "~/lib/offline-protocol";
import { refreshLibrary } from "./library";

// The device forgetting the cook (sign-out clears the site's storage) closes the database under the write.
const remember = vi.fn(() =>
  Promise.reject(new DOMException("Connection is closing because of: Force close delete origin", "UnknownError")),
);
vi.mock("./storage", () => ({ rememberRecipes: () => remember(), tellWorker: vi.fn() }));

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe("refreshLibrary", () => {
  it("leaves no error unhandled when the kept library cannot be written, and tries again next time", async () => {
    localStorage.setItem(`${LOCAL_STORAGE_PREFIX}cook-1:keep-library`, "on");
    vi.stubGlobal("navigator", { onLine: true, serviceWorker: { controller: {} } });
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Response.json({ recipes: [] })),
    );
    refreshLibrary("cook-1", "en");
    await vi.waitFor(() => expect(remember).toHaveBeenCalled());
    // An unhandled rejection fails this file; give it the turn it needs to surface.
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(localStorage.getItem(`${LOCAL_STORAGE_PREFIX}cook-1:keep-library:refreshed`)).toBeNull();
  });
});
