import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "./alert-dialog";
import { Button } from "./button";
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from "./dialog";
import { Field } from "./field";
import { Input } from "./input";
import { Switch } from "./switch";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "./tabs";
import { Toaster } from "./toast";
import { toast } from "./toast-store";

describe("Button", () => {
  it("is a real button that does not submit forms unless asked", () => {
    render(<Button>Save</Button>);
    expect(screen.getByRole("button", { name: "Save" })).toHaveProperty("type", "button");
  });

  it("lends its look to a link with asChild", () => {
    render(
      <Button asChild>
        <a href="/pricing">Pricing</a>
      </Button>,
    );
    const link = screen.getByRole("link", { name: "Pricing" });
    expect(link.getAttribute("href")).toBe("/pricing");
    expect(link.className).toContain("bg-primary");
  });
});

describe("Dialog", () => {
  it("opens from its trigger, closes on Escape and gives focus back", async () => {
    const user = userEvent.setup();
    render(
      <Dialog>
        <DialogTrigger>
          <Button>Open</Button>
        </DialogTrigger>
        <DialogContent closeLabel="Schließen">
          <DialogTitle>Title</DialogTitle>
          <DialogDescription>Text</DialogDescription>
        </DialogContent>
      </Dialog>,
    );
    const trigger = screen.getByRole("button", { name: "Open" });
    await user.click(trigger);
    const dialog = screen.getByRole("dialog", { name: "Title" });
    expect(dialog.contains(document.activeElement)).toBe(true);
    expect(screen.getByRole("button", { name: "Schließen" })).toBeTruthy();
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.activeElement).toBe(trigger);
  });
});

describe("AlertDialog", () => {
  it("asks with focus on Cancel, no close button and no closing beside it; Escape cancels", async () => {
    const user = userEvent.setup();
    render(
      <AlertDialog>
        <AlertDialogTrigger>
          <Button>Delete</Button>
        </AlertDialogTrigger>
        <AlertDialogContent>
          <AlertDialogTitle>Delete the recipe?</AlertDialogTitle>
          <AlertDialogDescription>This cannot be undone.</AlertDialogDescription>
          <AlertDialogFooter>
            <AlertDialogCancel>Cancel</AlertDialogCancel>
            <AlertDialogAction destructive>Delete for good</AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>,
    );
    const trigger = screen.getByRole("button", { name: "Delete" });
    await user.click(trigger);
    const dialog = screen.getByRole("alertdialog", { name: "Delete the recipe?" });
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("button", { name: "Close" })).toBeNull();
    fireEvent.click(dialog);
    expect(screen.getByRole("alertdialog")).toBeTruthy();
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("alertdialog")).toBeNull();
    expect(document.activeElement).toBe(trigger);
  });
});

describe("Field", () => {
  it("labels its control and points it at the hint and the error", () => {
    render(
      <Field label="Servings" hint="For how many people" error="Enter at least 1 serving.">
        <Input name="servings" />
      </Field>,
    );
    const input = screen.getByLabelText("Servings");
    expect(input.getAttribute("aria-invalid")).toBe("true");
    const describedBy = (input.getAttribute("aria-describedby") ?? "")
      .split(" ")
      .map((id) => document.getElementById(id)?.textContent);
    expect(describedBy).toEqual(["For how many people", "Enter at least 1 serving."]);
  });

  it("is not marked invalid without an error", () => {
    render(
      <Field label="Title">
        <Input name="title" />
      </Field>,
    );
    expect(screen.getByLabelText("Title").getAttribute("aria-invalid")).toBeNull();
  });
});

describe("Switch", () => {
  it("toggles its checked state", async () => {
    render(<Switch aria-label="Notify me" />);
    const control = screen.getByRole("switch", { name: "Notify me" });
    expect(control.getAttribute("aria-checked")).toBe("false");
    await userEvent.setup().click(control);
    expect(control.getAttribute("aria-checked")).toBe("true");
  });
});

describe("Tabs", () => {
  it("moves between tabs with the arrow keys", async () => {
    const user = userEvent.setup();
    render(
      <Tabs defaultValue="a">
        <TabsList>
          <TabsTrigger value="a">First</TabsTrigger>
          <TabsTrigger value="b">Second</TabsTrigger>
        </TabsList>
        <TabsContent value="a">One</TabsContent>
        <TabsContent value="b">Two</TabsContent>
      </Tabs>,
    );
    await user.click(screen.getByRole("tab", { name: "First" }));
    await user.keyboard("{ArrowRight}");
    expect(screen.getByRole("tab", { name: "Second" }).getAttribute("aria-selected")).toBe("true");
    expect(screen.getByRole("tabpanel").textContent).toBe("Two");
  });
});

describe("toast", () => {
  it("renders nothing until a toast is raised, then shows it and lets it be dismissed", async () => {
    const { container } = render(<Toaster />);
    expect(container.innerHTML).toBe("");
    fireEvent.click(document.body);
    toast({ title: "Recipe saved", variant: "success" });
    // Its UI is loaded with the first toast.
    expect(await screen.findByText("Recipe saved", {}, { timeout: 10_000 })).toBeTruthy();
    await userEvent.setup().click(screen.getByRole("button", { name: "Close" }));
    await waitFor(() => expect(screen.queryByText("Recipe saved")).toBeNull());
  });
});
