import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { createRoutesStub, useActionData } from "react-router";
import { describe, expect, it } from "vitest";
import { emptyRecipeValues, RecipeEditor, type SaveResult } from "./recipe-editor";

function Editor() {
  return <RecipeEditor values={emptyRecipeValues("en")} result={useActionData<SaveResult>()} />;
}

describe("a refused save", () => {
  it("takes focus from the save button at the bottom to the first field to fix", async () => {
    const Stub = createRoutesStub([
      {
        path: "/recipes/new",
        Component: Editor,
        action: (): SaveResult => ({ errors: { title: "Please give the recipe a title." } }),
      },
    ]);
    render(<Stub initialEntries={["/recipes/new"]} />);
    const save = await screen.findByRole("button", { name: "Save recipe" });
    save.focus();
    fireEvent.click(save);
    expect(await screen.findByText("Please give the recipe a title.")).toBeTruthy();
    const title = screen.getByLabelText("Title");
    expect(title.getAttribute("aria-invalid")).toBe("true");
    // Focus moves in an effect after the answer is shown, which a slow machine may run a moment later.
    await waitFor(() => expect(document.activeElement).toBe(title));
  });
});
