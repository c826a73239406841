import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError, apiClient } from "../../../lib/api-client";
import { fakeProfile, renderSignedInPage } from "../../../testing/profile";
import { ProfileTypePage } from "../routes/profile-type";

vi.mock("../../../lib/api-client", () => import("../../../testing/mock-api-client"));
const post = vi.mocked(apiClient.post);

afterEach(() => post.mockReset());

function renderPage() {
  const user = renderSignedInPage(<ProfileTypePage />, "/profile-type");
  return { user, continueButton: screen.getByRole("button", { name: "Continue" }) };
}

describe("Profile type page", () => {
  it("offers the four profile types as one radio group, Continue waiting for a choice", async () => {
    const { user, continueButton } = renderPage();
    const group = screen.getByRole("group", { name: "Profile type" });
    expect(within(group).getAllByRole("radio").map((radio) => radio.getAttribute("value"))).toEqual([
      "individual",
      "parent",
      "school",
      "dyslexia_professional",
    ]);
    expect(continueButton).toBeDisabled();

    await user.click(screen.getByRole("radio", { name: "School" }));
    expect(continueButton).toBeEnabled();
    // A radio group: the arrow keys move the choice.
    await user.keyboard("{ArrowDown}");
    expect(screen.getByRole("radio", { name: "Dyslexia Professional" })).toBeChecked();
    expect(screen.getByRole("radio", { name: "Individual" })).toHaveAccessibleDescription("I want to screen myself.");
  });

  it("saves an individual's type and goes to profile info", async () => {
    post.mockResolvedValue(fakeProfile({ first_name: null }));
    const { user, continueButton } = renderPage();

    await user.click(screen.getByRole("radio", { name: "Individual" }));
    await user.click(continueButton);

    expect(post).toHaveBeenCalledWith("/profile/set-type/", { user_type: "individual", user_subtype: "individual", professional: null }, { requireSignIn: true });
    expect(await screen.findByText("Now at /profile-info")).toBeInTheDocument();
  });

  it("asks a parent who the test is for: Myself points to the Individual type", async () => {
    const { user, continueButton } = renderPage();
    await user.click(screen.getByRole("radio", { name: "Parent" }));
    await user.click(continueButton);

    const dialog = screen.getByRole("dialog", { name: "Are you planning to test yourself or your child?" });
    expect(within(dialog).getByRole("button", { name: "Myself" })).toHaveFocus();
    await user.click(within(dialog).getByRole("button", { name: "Myself" }));

    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(screen.getByText("To test yourself, please choose the Individual profile type.")).toBeInTheDocument();
    expect(continueButton).toHaveFocus();
    expect(post).not.toHaveBeenCalled();
  });

  it("saves a parent who is testing their child", async () => {
    post.mockResolvedValue(fakeProfile({ user_type: "parent", user_subtype: "parent", first_name: null }));
    const { user, continueButton } = renderPage();
    await user.click(screen.getByRole("radio", { name: "Parent" }));
    await user.click(continueButton);

    await user.click(screen.getByRole("button", { name: "My Child" }));

    expect(post).toHaveBeenCalledWith("/profile/set-type/", { user_type: "parent", user_subtype: "parent", professional: null }, { requireSignIn: true });
    expect(await screen.findByText("Now at /profile-info")).toBeInTheDocument();
  });

  it("asks a dyslexia professional to clarify their role", async () => {
    post.mockResolvedValue(fakeProfile({ user_type: "organization", user_subtype: "organization_admin", first_name: null }));
    const { user, continueButton } = renderPage();
    await user.click(screen.getByRole("radio", { name: "Dyslexia Professional" }));
    await user.click(continueButton);

    const dialog = screen.getByRole("dialog", { name: "Please clarify your role" });
    expect(within(dialog).getAllByRole("radio")).toHaveLength(3);
    for (const name of ["Dyslexia Professional", "Inclusion Specialist", "Special Education Needs Teacher"]) {
      expect(within(dialog).getByRole("radio", { name })).not.toBeChecked();
    }
    const confirm = within(dialog).getByRole("button", { name: "Continue" });
    expect(confirm).toBeDisabled();
    await user.click(within(dialog).getByRole("radio", { name: "Inclusion Specialist" }));
    await user.click(confirm);

    expect(post).toHaveBeenCalledWith("/profile/set-type/", {
      user_type: "organization",
      user_subtype: "organization_admin",
      professional: "inclusion_specialist",
    }, { requireSignIn: true });
    expect(await screen.findByText("Now at /profile-info")).toBeInTheDocument();
  });

  it("closes a dialog with Escape without saving anything", async () => {
    const { user, continueButton } = renderPage();
    await user.click(screen.getByRole("radio", { name: "Dyslexia Professional" }));
    await user.click(continueButton);

    await user.keyboard("{Escape}");

    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(continueButton).toHaveFocus();
    expect(post).not.toHaveBeenCalled();
  });

  it("keeps the user on the page with the server's message when saving fails", async () => {
    post.mockRejectedValue(new ApiError(400, "Unsupported combination of user_type, user_subtype and professional"));
    const { user, continueButton } = renderPage();
    await user.click(screen.getByRole("radio", { name: "School" }));
    await user.click(continueButton);

    expect(await screen.findByRole("alert")).toHaveTextContent("Unsupported combination of user_type, user_subtype and professional");
    expect(continueButton).toBeEnabled();
  });
});
