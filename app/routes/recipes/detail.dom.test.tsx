import { render } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it, vi } from "vitest";
import RecipeDetail from "./detail";

// The route module's server half reaches the picture codecs (WebAssembly for workerd), which happy-dom cannot load;
// the page never runs them.
vi.mock("~/domain/recipes/images.server", () => ({}));

/**
 * Issue 24: the recipe page leads with its title photo at the size it is shown (ADR 020). Its place is held before
 * it loads (width and height), the browser picks the WebP copy for the width of the column (srcset, sizes), and it
 * loads first, not lazily, as the page's largest picture.
 */
type PageProps = Parameters<typeof RecipeDetail>[0];

function renderRecipe(image: { imageWidth: number | null; imageVariants: number[] | null }) {
  const updatedAt = new Date("2026-11-20T10:00:00Z");
  const loaderData = {
    recipe: {
      id: "r1",
      title: "Flammkuchen",
      description: null,
      language: "de",
      servings: 2,
      yieldUnit: null,
      prepMinutes: null,
      cookMinutes: null,
      totalMinutes: 30,
      cuisine: null,
      category: null,
      tags: [],
      diets: [],
      sourceUrl: null,
      sourceSite: null,
      sourceAuthor: null,
      origin: "manual",
      ideaId: null,
      copiedFrom: null,
      imageStatus: "ready",
      imageAi: false,
      ...image,
      createdAt: updatedAt,
      updatedAt,
      ingredientSections: [],
      instructionSections: [],
    },
    shared: null,
    illustration: false,
    aiImages: false,
    unitSystem: "metric",
    notes: [],
    inCollections: [],
    noteCollections: [],
    addable: [],
  };
  const Stub = createRoutesStub([
    {
      path: "*",
      Component: () => <RecipeDetail {...({ loaderData, params: {}, matches: [] } as unknown as PageProps)} />,
    },
  ]);
  const { container } = render(<Stub initialEntries={["/recipes/r1"]} />);
  return container;
}

describe("the recipe page's title photo", () => {
  it("offers the WebP copies at the column's width, sized before it loads, loaded first", async () => {
    const container = renderRecipe({ imageWidth: 1600, imageVariants: [768, 1280] });
    const version = new Date("2026-11-20T10:00:00Z").getTime();
    const source = container.querySelector("picture source");
    expect(source?.getAttribute("type")).toBe("image/webp");
    expect(source?.getAttribute("srcset")).toBe(
      `/recipes/r1/image?v=${version}&w=768 768w, /recipes/r1/image?v=${version}&w=1280 1280w`,
    );
    expect(source?.getAttribute("sizes")).toMatch(/768px/);
    const img = container.querySelector("picture img");
    expect(img?.getAttribute("src")).toBe(`/recipes/r1/image?v=${version}`);
    expect([img?.getAttribute("width"), img?.getAttribute("height")]).toEqual(["1280", "720"]);
    expect(img?.getAttribute("loading")).toBeNull();
    expect(img?.getAttribute("fetchpriority")).toBe("high");
  });

  it("shows the stored photo while its copies are being made, and a small photo's one copy at its own width", () => {
    const waiting = renderRecipe({ imageWidth: null, imageVariants: null });
    expect(waiting.querySelector("picture source")).toBeNull();
    expect(waiting.querySelector("picture img")?.getAttribute("width")).toBe("1280");
    const small = renderRecipe({ imageWidth: 500, imageVariants: [768] });
    expect(small.querySelector("picture source")?.getAttribute("srcset")).toMatch(/&w=768 500w$/);
  });
});
