import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../testing/render";
import { confirmNewPassword } from "../api/confirm-password-reset";
import { verifyResetCode } from "../api/verify-password-reset-code";
import { ResetPasswordPage } from "../routes/reset-password";

vi.mock("../api/verify-password-reset-code", () => ({ verifyResetCode: vi.fn() }));
vi.mock("../api/confirm-password-reset", () => ({ confirmNewPassword: vi.fn() }));
const verify = vi.mocked(verifyResetCode);
const confirm = vi.mocked(confirmNewPassword);

afterEach(() => {
  verify.mockReset();
  confirm.mockReset();
});

const LINK = "/reset-password?mode=resetPassword&oobCode=code-1";

function renderReset(route = LINK) {
  const user = userEvent.setup();
  renderWithProviders(<ResetPasswordPage />, { route, path: "/reset-password" });
  return user;
}

async function openForm(route = LINK) {
  verify.mockResolvedValue("ada@example.com");
  const user = renderReset(route);
  await screen.findByLabelText("New password");
  return {
    user,
    password: screen.getByLabelText("New password"),
    confirmPassword: screen.getByLabelText("Confirm password"),
    submit: screen.getByRole("button", { name: /Reset Password|Set Password/ }),
  };
}

describe("Reset password page", () => {
  it("says the link is invalid when it has no action code, without asking Firebase", () => {
    renderReset("/reset-password");
    expect(screen.getByRole("heading", { name: "Verification Error" })).toBeInTheDocument();
    expect(screen.getByText("Invalid action code. Please try again.")).toBeInTheDocument();
    expect(verify).not.toHaveBeenCalled();
  });

  it("checks the code first, then says when it is invalid and offers forgot password", async () => {
    let reject: (error: unknown) => void = () => {};
    verify.mockReturnValue(new Promise((_resolve, fail) => (reject = fail)));
    const user = renderReset();
    expect(screen.getByText("Checking your link...")).toBeInTheDocument();
    expect(verify).toHaveBeenCalledWith("code-1");

    reject({ code: "auth/invalid-action-code" });

    expect(await screen.findByRole("heading", { name: "Verification Error" })).toBeInTheDocument();
    expect(screen.getByText("Invalid action code. Please try again.")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Back to Forgot Password" }));
    expect(await screen.findByText("Now at /forgot-password")).toBeInTheDocument();
  });

  it("asks for a new password for the account the link belongs to", async () => {
    await openForm();
    expect(screen.getByRole("heading", { name: "Reset your password" })).toBeInTheDocument();
    expect(screen.getByText("ada@example.com")).toBeInTheDocument();
  });

  it("welcomes an invited user setting a first password", async () => {
    await openForm(`${LINK}&state=newUser`);
    expect(screen.getByRole("heading", { name: "Welcome to ReadBright!" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Set Password" })).toBeInTheDocument();
  });

  it("applies the registration password rules, with the button disabled until they hold", async () => {
    const { user, password, confirmPassword, submit } = await openForm();
    expect(submit).toBeDisabled();

    await user.click(password);
    await user.click(confirmPassword);
    await user.tab();
    expect(await screen.findByText("Password is required")).toBeInTheDocument();
    expect(screen.getByText("Please confirm your password")).toBeInTheDocument();

    await user.type(password, "short1!");
    expect(await screen.findByText("Password must be at least 8 characters")).toBeInTheDocument();
    await user.clear(password);
    await user.type(password, "longenough");
    expect(await screen.findByText("Password must include numbers and special characters")).toBeInTheDocument();

    await user.clear(password);
    await user.type(password, "secret12!");
    await user.type(confirmPassword, "secret12@");
    expect(await screen.findByText("Passwords do not match")).toBeInTheDocument();
    expect(submit).toBeDisabled();

    await user.clear(confirmPassword);
    await user.type(confirmPassword, "secret12!");
    expect(submit).toBeEnabled();
  });

  it("sets the new password, then offers to log in", async () => {
    confirm.mockResolvedValue();
    const { user, password, confirmPassword, submit } = await openForm();
    await user.type(password, "secret12!");
    await user.type(confirmPassword, "secret12!");

    await user.click(submit);

    expect(confirm).toHaveBeenCalledWith("code-1", "secret12!");
    expect(await screen.findByRole("heading", { name: "Your password has been reset" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Go to Login" }));
    expect(await screen.findByText("Now at /login")).toBeInTheDocument();
  });

  it.each([
    [{ code: "auth/expired-action-code" }, "Invalid action code. Please try again."],
    [new Error("Firebase: Error (auth/network-request-failed)."), "Firebase: Error (auth/network-request-failed)."],
    [{}, "Failed to reset password"],
  ])("reports a failure (%o) on the form and in a toast", async (error, message) => {
    confirm.mockRejectedValue(error);
    const { user, password, confirmPassword, submit } = await openForm();
    await user.type(password, "secret12!");
    await user.type(confirmPassword, "secret12!");

    await user.click(submit);

    expect(await screen.findByRole("alert")).toHaveTextContent("Reset password failed. Please try again.");
    const toast = screen.getByRole("status");
    expect(toast).toHaveTextContent("Password reset failed");
    expect(toast).toHaveTextContent(message);
  });
});
