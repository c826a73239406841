import { screen } from "@testing-library/react";
import type userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { Profile } from "@readbright/domain/profile";
import { ApiError } from "../../../lib/api-client";
import { clickWhenEnabled, fakeProfile, renderSignedInPage } from "../../../testing/profile";
import { ProfileInfoPage } from "../routes/profile-info";
import { mockedApiCalls } from "../../../testing/mock-api-client";

vi.mock("../../../lib/api-client", () => import("../../../testing/mock-api-client"));
const { get, patch } = mockedApiCalls();

const blank = { first_name: null, last_name: null, gender: null, date_of_birth: null, city: null, country: null } as const;

beforeEach(() => get.mockResolvedValue(fakeProfile({ ...blank, user_type: "parent", user_subtype: "parent" })));

async function renderPage() {
  const user = renderSignedInPage(<ProfileInfoPage />, "/profile-info");
  const firstName = await screen.findByLabelText("First Name");
  return { user, firstName, submit: screen.getByRole("button", { name: "Continue" }) };
}

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText("First Name"), "  Paul ");
  await user.type(screen.getByLabelText("Last Name"), "Okafor");
  await user.selectOptions(screen.getByLabelText("Gender"), "Male");
  await user.type(screen.getByLabelText("Date of Birth"), "1986-07-02");
  await user.type(screen.getByRole("combobox", { name: "Country" }), "united k");
  await user.keyboard("{Enter}");
  await user.type(screen.getByLabelText("City"), "Manchester");
}

const saved = (overrides: Partial<Profile>) =>
  fakeProfile({ first_name: "Paul", last_name: "Okafor", gender: "male", date_of_birth: "1986-07-02", city: "Manchester", ...overrides });

describe("Profile info page", () => {
  it("asks for every field, in the spec's words, before it can continue", async () => {
    const { user, firstName, submit } = await renderPage();
    expect(submit).toBeDisabled();
    expect(screen.getByLabelText("Gender")).toHaveDisplayValue("Select gender");

    await user.click(firstName);
    for (let field = 0; field < 6; field += 1) await user.tab();

    for (const message of [
      "First Name is required",
      "Last Name is required",
      "Gender is required",
      "Date of Birth is required",
      "Country is required",
      "City is required",
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(firstName).toHaveAccessibleDescription("First Name is required");
  });

  it("offers Male, Female and Prefer not to say", async () => {
    await renderPage();
    const options = Array.from((screen.getByLabelText("Gender") as HTMLSelectElement).options).map((option) => option.text);
    expect(options).toEqual(["Select gender", "Male", "Female", "Prefer not to say"]);
  });

  it("saves the trimmed details and takes everyone but school admins to the dashboard", async () => {
    patch.mockResolvedValue(saved({ user_type: "parent", user_subtype: "parent" }));
    const { user, submit } = await renderPage();
    await fillIn(user);

    await clickWhenEnabled(user, submit);

    expect(patch).toHaveBeenCalledWith("/profile/", {
      first_name: "Paul",
      last_name: "Okafor",
      gender: "male",
      date_of_birth: "1986-07-02",
      country: "United Kingdom",
      city: "Manchester",
    }, { requireSignIn: true });
    expect(await screen.findByText("Now at /dashboard")).toBeInTheDocument();
  });

  it("takes a school admin on to register the school", async () => {
    patch.mockResolvedValue(saved({ user_type: "school", user_subtype: "school_admin" }));
    const { user, submit } = await renderPage();
    await fillIn(user);

    await clickWhenEnabled(user, submit);

    expect(await screen.findByText("Now at /school-onboarding")).toBeInTheDocument();
  });

  it("shows the server's message when saving fails", async () => {
    patch.mockRejectedValue(new ApiError(400, "Date of Birth cannot be in the future"));
    const { user, submit } = await renderPage();
    await fillIn(user);

    await clickWhenEnabled(user, submit);

    expect(await screen.findByRole("alert")).toHaveTextContent("Date of Birth cannot be in the future");
  });

  it("starts from what the profile already holds", async () => {
    get.mockResolvedValue(fakeProfile({ ...blank, first_name: null, last_name: "Okafor", country: "Norway" }));
    await renderPage();
    expect(screen.getByLabelText("Last Name")).toHaveValue("Okafor");
    expect(screen.getByRole("combobox", { name: "Country" })).toHaveValue("Norway");
  });
});
