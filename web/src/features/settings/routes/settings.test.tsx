import { screen, within } from "@testing-library/react";
import type userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ERRORS } from "@readbright/domain/messages";
import { ApiError } from "../../../lib/api-client";
import { clickWhenEnabled, fakeProfile, renderSignedInPage } from "../../../testing/profile";
import { changePassword } from "../api/change-password";
import { deleteMyAccount, WrongPasswordError } from "../api/delete-account";
import { reauthenticate } from "../api/reauthenticate";
import { EXPORT_MESSAGES } from "@readbright/domain/api/profile";
import { SettingsPage } from "./settings";
import { mockedApiCalls } from "../../../testing/mock-api-client";
import { catchDownload } from "../../../testing/downloads";

vi.mock("../../../lib/api-client", () => import("../../../testing/mock-api-client"));
vi.mock("../api/change-password", () => ({ changePassword: vi.fn() }));
vi.mock("../api/delete-account", () => ({ deleteMyAccount: vi.fn(), WrongPasswordError: class WrongPasswordError extends Error {} }));
vi.mock("../api/reauthenticate", () => ({ reauthenticate: vi.fn(), WrongPasswordError: class WrongPasswordError extends Error {} }));
const { get, patch } = mockedApiCalls();
const change = vi.mocked(changePassword);

afterEach(() => {
  change.mockReset();
});

async function renderSettings(profile = fakeProfile()) {
  get.mockResolvedValue(profile);
  const user = renderSignedInPage(<SettingsPage />, "/dashboard/settings");
  const account = await screen.findByRole("form", { name: "Account info" });
  return { user, account, security: screen.getByRole("form", { name: "Change password" }) };
}

describe("Settings: Account info", () => {
  it("starts from the profile and saves only once something changed", async () => {
    const { user, account } = await renderSettings();
    expect(screen.getByRole("heading", { level: 1, name: "Settings" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 2, name: "Account info" })).toBeInTheDocument();
    expect(within(account).getByLabelText("First Name")).toHaveValue("Ada");
    expect(within(account).getByLabelText("Last Name")).toHaveValue("Lovelace");
    expect(within(account).getByLabelText("Date of Birth")).toHaveValue("1990-12-10");
    expect(within(account).getByLabelText("Gender")).toHaveDisplayValue("Female");
    const save = within(account).getByRole("button", { name: "Save changes" });
    expect(save).toBeDisabled();

    patch.mockResolvedValue(fakeProfile({ first_name: "Augusta", gender: "prefer_not_to_say" }));
    await user.clear(within(account).getByLabelText("First Name"));
    await user.type(within(account).getByLabelText("First Name"), "Augusta");
    await user.selectOptions(within(account).getByLabelText("Gender"), "Prefer not to say");
    await clickWhenEnabled(user, save);

    expect(patch).toHaveBeenCalledWith("/profile/", {
      first_name: "Augusta",
      last_name: "Lovelace",
      date_of_birth: "1990-12-10",
      gender: "prefer_not_to_say",
    }, { requireSignIn: true });
    expect(await screen.findByText("Account info updated")).toBeInTheDocument();
    expect(save).toBeDisabled(); // the saved values are the form's new starting point
  });

  it("uses the profile info messages", async () => {
    const { user, account } = await renderSettings();
    await user.clear(within(account).getByLabelText("First Name"));
    await user.clear(within(account).getByLabelText("Last Name"));
    await user.tab();
    expect(await within(account).findByText("First Name is required")).toBeInTheDocument();
    expect(within(account).getByText("Last Name is required")).toBeInTheDocument();
  });

  it("shows the server's message when saving fails", async () => {
    patch.mockRejectedValue(new ApiError(400, "Date of Birth cannot be in the future"));
    const { user, account } = await renderSettings();
    await user.type(within(account).getByLabelText("Last Name"), "-King");
    await clickWhenEnabled(user, within(account).getByRole("button", { name: "Save changes" }));
    expect(await within(account).findByRole("alert")).toHaveTextContent("Date of Birth cannot be in the future");
  });
});

describe("Settings: Login & Security", () => {
  async function fill(security: HTMLElement, user: ReturnType<typeof userEvent.setup>, next = "Newpass1!", confirm = next) {
    await user.type(within(security).getByLabelText("Current password"), "Oldpass1!");
    await user.type(within(security).getByLabelText("New password"), next);
    await user.type(within(security).getByLabelText("Confirm new password"), confirm);
  }

  it("checks the new password by the registration rules", async () => {
    const { user, security } = await renderSettings();
    expect(screen.getByRole("heading", { level: 2, name: "Login & Security" })).toBeInTheDocument();
    const submit = within(security).getByRole("button", { name: "Change password" });
    expect(submit).toBeDisabled();

    await fill(security, user, "short1!", "other");
    await user.tab();
    expect(await within(security).findByText("Password must be at least 8 characters")).toBeInTheDocument();
    expect(within(security).getByText("Passwords do not match")).toBeInTheDocument();

    await user.clear(within(security).getByLabelText("New password"));
    await user.type(within(security).getByLabelText("New password"), "longenough");
    expect(await within(security).findByText("Password must include numbers and special characters")).toBeInTheDocument();
    expect(submit).toBeDisabled();
  });

  it("asks for the current password", async () => {
    const { user, security } = await renderSettings();
    await user.click(within(security).getByLabelText("Current password"));
    await user.tab();
    expect(await within(security).findByText("Current password is required")).toBeInTheDocument();
  });

  it("changes the password and clears the form", async () => {
    change.mockResolvedValue();
    const { user, security } = await renderSettings();
    await fill(security, user);
    await clickWhenEnabled(user, within(security).getByRole("button", { name: "Change password" }));

    expect(change).toHaveBeenCalledWith("Oldpass1!", "Newpass1!");
    expect(await screen.findByText("Password changed")).toBeInTheDocument();
    expect(within(security).getByLabelText("Current password")).toHaveValue("");
  });

  it("says the change failed when Firebase refuses it", async () => {
    change.mockRejectedValue(Object.assign(new Error("Firebase: Error (auth/invalid-credential)."), { code: "auth/invalid-credential" }));
    const { user, security } = await renderSettings();
    await fill(security, user);
    await clickWhenEnabled(user, within(security).getByRole("button", { name: "Change password" }));
    expect(await within(security).findByRole("alert")).toHaveTextContent("Change password failed. Please try again.");
  });

  it("says when nobody is signed in", async () => {
    change.mockRejectedValue(new Error(ERRORS.noUserSignedIn));
    const { user, security } = await renderSettings();
    await fill(security, user);
    await clickWhenEnabled(user, within(security).getByRole("button", { name: "Change password" }));
    expect(await within(security).findByRole("alert")).toHaveTextContent("No user is currently signed in");
  });
});

describe("Settings: Your data", () => {
  it("downloads the account's data as the ZIP file the server made, named for the day", async () => {
    const { user } = await renderSettings();
    const zip = new Blob(["PK"], { type: "application/zip" });
    get.mockImplementation(async (path: string) => (path === "/profile/export/" ? zip : fakeProfile()) as never);
    const saved = catchDownload();
    await user.click(screen.getByRole("button", { name: "Download my data" }));
    expect(await saved).toEqual({ fileName: `readbright-data-${new Date().toISOString().slice(0, 10)}.zip`, text: "PK" });
    expect(get).toHaveBeenCalledWith("/profile/export/", { responseType: "blob", requireSignIn: true });
  });

  it("says what the file holds, and tells a failure in an 'Error' toast", async () => {
    const { user } = await renderSettings();
    expect(screen.getByText(/your account, your tests, answers and recordings/)).toBeInTheDocument();
    get.mockImplementation(async (path: string) => {
      if (path === "/profile/export/") throw new ApiError(500, "Internal server error");
      return fakeProfile() as never;
    });
    await user.click(screen.getByRole("button", { name: "Download my data" }));
    expect(await screen.findByText("Your data could not be downloaded. Please try again later.")).toBeVisible();
    expect(screen.getByRole("button", { name: "Download my data" })).toBeEnabled();
  });
});

describe("Settings: Your data after an older sign-in", () => {
  it("asks for the password again when the server wants a recent sign-in, then downloads", async () => {
    const { user } = await renderSettings();
    const zip = new Blob(["PK"], { type: "application/zip" });
    let signedInAgain = false;
    vi.mocked(reauthenticate).mockImplementation(async () => {
      signedInAgain = true;
    });
    get.mockImplementation(async (path: string) => {
      if (path !== "/profile/export/") return fakeProfile() as never;
      if (!signedInAgain) throw new ApiError(403, EXPORT_MESSAGES.recentSignIn);
      return zip as never;
    });
    const saved = catchDownload();
    await user.click(screen.getByRole("button", { name: "Download my data" }));
    const dialog = await screen.findByRole("dialog", { name: "Enter your password again" });
    expect(screen.queryByText(EXPORT_MESSAGES.recentSignIn)).toBeNull(); // asked, not told off
    await user.type(within(dialog).getByLabelText("Password"), "Secret#123");
    await clickWhenEnabled(user, within(dialog).getByRole("button", { name: "Download my data" }));
    expect(reauthenticate).toHaveBeenCalledWith("Secret#123");
    expect(await saved).toMatchObject({ text: "PK" });
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});

describe("Settings: Delete account", () => {
  const remove = vi.mocked(deleteMyAccount);
  afterEach(() => remove.mockReset());

  async function openDialog(profile = fakeProfile({ user_type: "parent", user_subtype: "parent" })) {
    const { user } = await renderSettings(profile);
    await user.click(screen.getByRole("button", { name: "Delete account" }));
    return { user, dialog: screen.getByRole("dialog", { name: "Delete your account?" }) };
  }

  it("says what goes, asks for the password and the account's email, then deletes and leaves for the home page", async () => {
    const { user, dialog } = await openDialog();
    expect(screen.getByText(/Your account and your children go, with their tests, answers and recordings/)).toBeInTheDocument();
    const submit = within(dialog).getByRole("button", { name: "Delete my account" });
    await user.type(within(dialog).getByLabelText("Password"), "Secret-123");
    await user.type(within(dialog).getByLabelText("Your email address"), "someone@example.com");
    await user.tab();
    expect(await within(dialog).findByText("This is not your account's email address")).toBeInTheDocument();
    expect(submit).toBeDisabled();

    remove.mockResolvedValue(undefined);
    await user.clear(within(dialog).getByLabelText("Your email address"));
    await user.type(within(dialog).getByLabelText("Your email address"), "ADA@example.com");
    await clickWhenEnabled(user, submit);
    expect(remove).toHaveBeenCalledWith("Secret-123", { confirm_email: "ADA@example.com", confirm_name: undefined });
    expect(await screen.findByText("Now at /")).toBeInTheDocument();
    expect(screen.getByText("Your account and everything in it have been deleted.")).toBeInTheDocument();
  });

  it("asks a school admin for the school's name too, and says when the password is wrong", async () => {
    const { user, dialog } = await openDialog(fakeProfile({ user_type: "school", user_subtype: "school_admin", school: "s1" }));
    expect(screen.getByText(/Your account and your whole school go/)).toBeInTheDocument();
    remove.mockRejectedValueOnce(new WrongPasswordError("The password is not correct."));
    await user.type(within(dialog).getByLabelText("Password"), "wrong");
    await user.type(within(dialog).getByLabelText("Your email address"), "ada@example.com");
    await user.type(within(dialog).getByLabelText("Your school's name"), "Oak Primary");
    await clickWhenEnabled(user, within(dialog).getByRole("button", { name: "Delete my account" }));
    expect(remove).toHaveBeenCalledWith("wrong", { confirm_email: "ada@example.com", confirm_name: "Oak Primary" });
    expect(await within(dialog).findByText("The password is not correct.")).toBeInTheDocument();
    expect(screen.queryByText(/Now at/)).not.toBeInTheDocument();
  });

  it("shows the server's reason when it refuses", async () => {
    const { user, dialog } = await openDialog(fakeProfile({ user_type: "school", user_subtype: "school_admin", school: "s1" }));
    remove.mockRejectedValueOnce(new ApiError(400, "Type your school's name to confirm"));
    await user.type(within(dialog).getByLabelText("Password"), "Secret-123");
    await user.type(within(dialog).getByLabelText("Your email address"), "ada@example.com");
    await user.type(within(dialog).getByLabelText("Your school's name"), "Elm High");
    await clickWhenEnabled(user, within(dialog).getByRole("button", { name: "Delete my account" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent("Type your school's name to confirm");
  });
});
