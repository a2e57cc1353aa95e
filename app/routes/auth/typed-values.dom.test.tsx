import { render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import type { FormResult } from "~/lib/forms";
import ForgotPassword from "./forgot-password";
import SignIn from "./signin";
import SignUp from "./signup";

/**
 * The sign-in pages are sent without scripts (ADR 019): a refused post renders the page afresh, so the form shows
 * what the visitor typed only from the action's answer.
 */
function renderAfterPost(Page: typeof SignUp | typeof SignIn | typeof ForgotPassword, actionData: FormResult) {
  const Stub = createRoutesStub([{ id: "page", path: "*", Component: Page, loader: () => ({ social: {} }) }]);
  render(
    <Stub
      initialEntries={["/auth/page"]}
      hydrationData={{
        loaderData: { page: { social: { google: false, facebook: false } } },
        actionData: { page: actionData },
      }}
    />,
  );
}

describe("a refused sign-in form keeps what was typed, but never the password", () => {
  it("sign-up shows the name and address again beside the password's reason", async () => {
    renderAfterPost(SignUp, {
      errors: { password: "Use at least 8 characters." },
      values: { name: "Ada Cook", email: "ada@example.com" },
    });
    expect(await screen.findByText("Use at least 8 characters.")).toBeTruthy();
    expect((screen.getByLabelText("Name") as HTMLInputElement).value).toBe("Ada Cook");
    expect((screen.getByLabelText("E-mail address") as HTMLInputElement).value).toBe("ada@example.com");
    expect((screen.getByLabelText("Password") as HTMLInputElement).value).toBe("");
  });

  it("sign-in shows the address again after a wrong password", async () => {
    renderAfterPost(SignIn, { formError: "Wrong e-mail address or password.", values: { email: "ada@example.com" } });
    expect(await screen.findByText("Wrong e-mail address or password.")).toBeTruthy();
    expect((screen.getByLabelText("E-mail address") as HTMLInputElement).value).toBe("ada@example.com");
    expect((screen.getByLabelText("Password") as HTMLInputElement).value).toBe("");
  });

  it("a forgotten password's form shows a mistyped address again to correct", async () => {
    renderAfterPost(ForgotPassword, {
      errors: { email: "Please enter a valid e-mail address." },
      values: { email: "ada@example" },
    });
    expect(((await screen.findByLabelText("E-mail address")) as HTMLInputElement).value).toBe("ada@example");
  });
});
