import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../testing/render";
import { sendPasswordReset } from "../api/send-password-reset-email";
import { ForgotPasswordPage } from "../routes/forgot-password";

vi.mock("../api/send-password-reset-email", () => ({ sendPasswordReset: vi.fn() }));
const send = vi.mocked(sendPasswordReset);

afterEach(() => send.mockReset());

function renderForgot() {
  const user = userEvent.setup();
  renderWithProviders(<ForgotPasswordPage />, { route: "/forgot-password" });
  return { user, email: screen.getByLabelText("Email"), submit: screen.getByRole("button", { name: "Send Reset Link" }) };
}

describe("Forgot password page", () => {
  it("asks only for an email, and keeps the button disabled until it is valid", async () => {
    const { user, email, submit } = renderForgot();
    expect(screen.getAllByRole("textbox")).toHaveLength(1);
    expect(submit).toBeDisabled();

    await user.type(email, "ada@example");
    await user.tab();
    expect(await screen.findByText("Invalid email address")).toBeInTheDocument();
    expect(submit).toBeDisabled();

    await user.clear(email);
    expect(await screen.findByText("Email is required")).toBeInTheDocument();

    await user.type(email, "ada@example.com");
    expect(submit).toBeEnabled();
  });

  it("sends the reset email, then shows 'Done!' with a way back to log in", async () => {
    send.mockResolvedValue();
    const { user, email, submit } = renderForgot();
    await user.type(email, "ada@example.com");

    await user.click(submit);

    expect(send).toHaveBeenCalledWith("ada@example.com");
    expect(await screen.findByRole("heading", { name: "Done!" })).toBeInTheDocument();
    expect(screen.getByText("ada@example.com")).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("Password reset email sent");

    await user.click(screen.getByRole("button", { name: "Return to Login" }));
    expect(await screen.findByText("Now at /login")).toBeInTheDocument();
  });

  it.each([
    ["auth/user-not-found", "No account found with this email address."],
    ["auth/invalid-email", "The email address is invalid."],
    ["auth/too-many-requests", "Too many failed login attempts. Please try again later."],
    ["auth/network-request-failed", "An error occurred during password reset"],
  ])("reports %s, with the login failure text on the form", async (code, message) => {
    send.mockRejectedValue({ code });
    const { user, email, submit } = renderForgot();
    await user.type(email, "ada@example.com");

    await user.click(submit);

    expect(await screen.findByRole("alert")).toHaveTextContent("Login failed. Please check your credentials and try again.");
    expect(screen.getByRole("status")).toHaveTextContent(message);
    expect(screen.queryByRole("heading", { name: "Done!" })).not.toBeInTheDocument();
  });
});
