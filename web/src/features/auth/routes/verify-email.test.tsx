import { StrictMode } from "react";
import { act, fireEvent, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeUser, signedInAuth } from "../../../testing/auth";
import { renderWithProviders } from "../../../testing/render";
import { applyVerificationCode } from "../api/apply-verification-code";
import { resendVerificationEmail } from "../api/send-verification-email";
import { markVerificationSent } from "../utils/verification-cooldown";
import { VerifyEmailPage } from "./verify-email";

vi.mock("../api/apply-verification-code", () => ({ applyVerificationCode: vi.fn() }));
vi.mock("../api/send-verification-email", () => ({ resendVerificationEmail: vi.fn() }));
const apply = vi.mocked(applyVerificationCode);
const resend = vi.mocked(resendVerificationEmail);

afterEach(() => {
  apply.mockReset();
  resend.mockReset();
  window.localStorage.clear();
  vi.useRealTimers();
});

const unverified = signedInAuth(fakeUser({ emailVerified: false, email: "ada@example.com" }));

function renderVerify(route = "/verify-email?from=registration") {
  return renderWithProviders(
    <StrictMode>
      <VerifyEmailPage />
    </StrictMode>,
    { route, path: "/verify-email", auth: unverified },
  );
}

const toasts = () => screen.getByRole("status", { name: "Notifications" });

describe("Verify email page, waiting for the link", () => {
  it("says where the link went", () => {
    renderVerify();
    expect(screen.getByRole("heading", { level: 1, name: "Check your email!" })).toBeInTheDocument();
    expect(screen.getByText("ada@example.com")).toBeInTheDocument();
  });

  it("counts down the minute after the last email before offering to resend", () => {
    vi.useFakeTimers({ toFake: ["Date", "setInterval", "clearInterval"] });
    markVerificationSent();
    renderVerify();
    expect(screen.getByRole("button", { name: "Resend email in 60s" })).toBeDisabled();

    act(() => vi.advanceTimersByTime(30_000));
    expect(screen.getByRole("button", { name: "Resend email in 30s" })).toBeDisabled();

    act(() => vi.advanceTimersByTime(30_000));
    expect(screen.getByRole("button", { name: "Resend email" })).toBeEnabled();
  });

  it("remembers the countdown across a reload", () => {
    vi.useFakeTimers({ toFake: ["Date", "setInterval", "clearInterval"] });
    markVerificationSent(Date.now() - 45_000);
    renderVerify();
    expect(screen.getByRole("button", { name: "Resend email in 15s" })).toBeDisabled();
  });

  it("resends the email, confirms it and starts the countdown again", async () => {
    resend.mockImplementation(async () => markVerificationSent());
    renderVerify();

    await userEvent.click(screen.getByRole("button", { name: "Resend email" }));

    expect(resend).toHaveBeenCalledTimes(1);
    expect(toasts()).toHaveTextContent("Verification Email Sent");
    expect(toasts()).toHaveTextContent("Verification email sent");
    expect(await screen.findByRole("button", { name: /Resend email in (60|59)s/ })).toBeDisabled();
  });

  it.each([
    "Please wait before requesting another verification email",
    "No user is currently signed in",
  ])("says '%s' when the email cannot be sent", async (message) => {
    resend.mockRejectedValue(new Error(message));
    renderVerify();

    fireEvent.click(screen.getByRole("button", { name: "Resend email" }));

    expect(await screen.findByText(message)).toBeInTheDocument();
  });
});

describe("Verify email page, opened from the link", () => {
  const LINK = "/verify-email?mode=verifyEmail&oobCode=code-1";

  it("verifies the address once, confirms it and moves on without the used code", async () => {
    apply.mockResolvedValue();
    renderVerify(LINK);
    expect(screen.getByText("Verifying your email...")).toBeInTheDocument();

    expect(await screen.findByText("Now at /dashboard")).toBeInTheDocument();
    expect(apply).toHaveBeenCalledTimes(1);
    expect(apply).toHaveBeenCalledWith("code-1");
    expect(toasts()).toHaveTextContent("Email verified successfully");
  });

  it("says the code is invalid, and the Return button leads back to verify-email", async () => {
    apply.mockRejectedValue({ code: "auth/invalid-action-code" });
    renderVerify(LINK);

    expect(await screen.findByRole("heading", { name: "Verification Error" })).toBeInTheDocument();
    expect(screen.getByText("Invalid action code. Please try again.", { selector: "p:not(.toast__description)" })).toBeInTheDocument();
    expect(toasts()).toHaveTextContent("Verification Error");

    expect(apply).toHaveBeenCalledTimes(1);
    expect(toasts().querySelectorAll(".toast")).toHaveLength(1);
    await userEvent.click(screen.getByRole("button", { name: "Return" }));
    expect(await screen.findByRole("heading", { name: "Check your email!" })).toBeInTheDocument();
  });

  it("falls back to 'Failed to verify email' in the toast", async () => {
    apply.mockRejectedValue({});
    renderVerify(LINK);
    expect(await screen.findByRole("heading", { name: "Verification Error" })).toBeInTheDocument();
    expect(toasts()).toHaveTextContent("Failed to verify email");
  });

  it("shows the error at once when the link has no code", () => {
    renderVerify("/verify-email?mode=verifyEmail");
    expect(screen.getByRole("heading", { name: "Verification Error" })).toBeInTheDocument();
    expect(apply).not.toHaveBeenCalled();
  });
});
