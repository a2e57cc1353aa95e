import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { PICTURE_SLOTS, RecipePicture } from "./recipe-picture";

describe("a recipe picture below the first screen", () => {
  it("loads when scrolled near, decodes off the main thread, and keeps its place meanwhile", () => {
    const picture = { recipeId: "r1", version: 7, width: 1600, variants: [768, 1280] };
    const { container } = render(<RecipePicture picture={picture} slot="card" shape="banner" />);
    const img = container.querySelector("img");
    expect(img?.getAttribute("loading")).toBe("lazy");
    expect(img?.getAttribute("decoding")).toBe("async");
    expect(img?.getAttribute("fetchpriority")).toBeNull();
    // The banner's 3 : 1 box, as its class draws it.
    expect([img?.getAttribute("width"), img?.getAttribute("height")]).toEqual(["1200", "400"]);
    expect(img?.className).toContain("aspect-[3/1]");
    expect(container.querySelector("source")?.getAttribute("sizes")).toBe(PICTURE_SLOTS.card);
  });
});
