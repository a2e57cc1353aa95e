import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Toaster } from "~/components/ui/toast";
import { getLocale, overwriteGetLocale } from "~/paraglide/runtime.js";
import { ShareButton } from "./share-button";

const RECIPE = { title: "Lentil soup", text: "Lentil soup\n\n200 g red lentils", path: "/recipes/r1" };
const URL_OF_RECIPE = `${window.location.origin}/recipes/r1`;

/** Gives the page's navigator a share sheet and a clipboard (or takes them away) for one test. */
function browserWith({ share, clipboard }: { share?: Navigator["share"]; clipboard?: Partial<Clipboard> }) {
  Object.defineProperty(navigator, "share", { value: share, configurable: true });
  Object.defineProperty(navigator, "canShare", { value: share ? () => true : undefined, configurable: true });
  Object.defineProperty(navigator, "clipboard", { value: clipboard, configurable: true });
}

async function share(props: { title: string; text?: string; path: string } = RECIPE) {
  render(
    <>
      <ShareButton {...props} />
      <Toaster />
    </>,
  );
  await userEvent.click(screen.getByRole("button", { name: /Share|Teilen/ }));
}

const english = getLocale;
afterEach(() => {
  overwriteGetLocale(english);
  browserWith({});
});

describe("ShareButton", () => {
  it("opens the phone's share sheet with the recipe and its link where the browser has one", async () => {
    const shareSheet = vi.fn().mockResolvedValue(undefined);
    const writeText = vi.fn();
    browserWith({ share: shareSheet, clipboard: { writeText } });
    await share();
    expect(shareSheet).toHaveBeenCalledWith({ title: "Lentil soup", text: RECIPE.text, url: URL_OF_RECIPE });
    expect(writeText).not.toHaveBeenCalled();
    expect(screen.queryByText(/copied/)).toBeNull();
  });

  it("says nothing when the cook closes the share sheet", async () => {
    const writeText = vi.fn();
    browserWith({
      share: vi.fn().mockRejectedValue(new DOMException("Share canceled", "AbortError")),
      clipboard: { writeText },
    });
    await share();
    expect(writeText).not.toHaveBeenCalled();
    expect(screen.queryByRole("status")).toBeNull();
  });

  it("without a share sheet copies the recipe and its link, and says so", async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    browserWith({ clipboard: { writeText } });
    await share();
    expect(writeText).toHaveBeenCalledWith(`${RECIPE.text}\n\n${URL_OF_RECIPE}`);
    expect(await screen.findByText("Recipe and link copied.")).toBeTruthy();
  });

  it("copies only the link of a page without text, in German for a German cook", async () => {
    overwriteGetLocale(() => "de");
    const writeText = vi.fn().mockResolvedValue(undefined);
    browserWith({ clipboard: { writeText } });
    await share({ title: "Suppen", path: "/de/collections/c1" });
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/de/collections/c1`);
    expect(await screen.findByText("Link kopiert.")).toBeTruthy();
  });

  it("shows the link when neither works, so the cook can copy it by hand", async () => {
    browserWith({ clipboard: { writeText: vi.fn().mockRejectedValue(new DOMException("Denied", "NotAllowedError")) } });
    await share();
    expect(await screen.findByText("Could not copy. The link:")).toBeTruthy();
    expect(screen.getByText(URL_OF_RECIPE)).toBeTruthy();
  });

  it("falls back to copying when the share sheet fails for another reason", async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    browserWith({
      share: vi.fn().mockRejectedValue(new DOMException("No", "NotAllowedError")),
      clipboard: { writeText },
    });
    await share();
    expect(writeText).toHaveBeenCalledWith(`${RECIPE.text}\n\n${URL_OF_RECIPE}`);
  });
});
