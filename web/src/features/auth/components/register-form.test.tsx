import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../testing/render";
import { registerWithEmail } from "../api/register";
import { RegisterPage } from "../routes/register";

vi.mock("../api/register", () => ({ registerWithEmail: vi.fn() }));
const register = vi.mocked(registerWithEmail);

afterEach(() => register.mockReset());

function renderRegister(route = "/register") {
  const user = userEvent.setup();
  renderWithProviders(<RegisterPage />, { route, path: "/register" });
  return {
    user,
    email: screen.getByLabelText("Email"),
    password: screen.getByLabelText("Password"),
    confirm: screen.getByLabelText("Confirm password"),
    terms: screen.getByRole("checkbox", { name: /I agree to the Terms and Conditions and the Privacy Policy/ }),
    submit: screen.getByRole("button", { name: "Register" }),
  };
}

async function fillValidForm({ user, email, password, confirm, terms }: ReturnType<typeof renderRegister>) {
  await user.type(email, "ada@example.com");
  await user.type(password, "secret12!");
  await user.type(confirm, "secret12!");
  await user.click(terms);
}

describe("Register page", () => {
  it("is titled 'Set up your profile!' and links the terms and privacy pages", () => {
    renderRegister();
    expect(screen.getByRole("heading", { level: 1, name: "Set up your profile!" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Terms and Conditions" })).toHaveAttribute("href", "/terms");
    expect(screen.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute("href", "/privacy");
  });

  it("keeps Register disabled until every field is valid", async () => {
    const form = renderRegister();
    expect(form.submit).toBeDisabled();

    await fillValidForm(form);
    expect(form.submit).toBeEnabled();

    await form.user.click(form.terms);
    expect(form.submit).toBeDisabled();
  });

  it("says what is missing once a field has been visited", async () => {
    const { user, terms } = renderRegister();
    await user.click(screen.getByLabelText("Email"));
    await user.tab();
    await user.tab();
    await user.tab();
    await user.click(terms);
    await user.click(terms);

    expect(await screen.findByText("Email is required")).toBeInTheDocument();
    expect(screen.getByText("Password is required")).toBeInTheDocument();
    expect(screen.getByText("Please confirm your password")).toBeInTheDocument();
    expect(screen.getByText("You must agree to the terms and conditions")).toBeInTheDocument();
  });

  it("explains invalid values in the spec's words", async () => {
    const { user, email, password, confirm } = renderRegister();

    await user.type(email, "ada@example");
    await user.type(password, "short1!");
    await user.type(confirm, "other");
    await user.tab();

    expect(await screen.findByText("Invalid email address")).toBeInTheDocument();
    expect(screen.getByText("Password must be at least 8 characters")).toBeInTheDocument();
    expect(screen.getByText("Passwords do not match")).toBeInTheDocument();
    expect(email).toHaveAccessibleDescription("Invalid email address");

    await user.clear(password);
    await user.type(password, "longenough");
    expect(await screen.findByText("Password must include numbers and special characters")).toBeInTheDocument();
  });

  it("creates the account, confirms it and goes to verify-email", async () => {
    register.mockResolvedValue({ email: "ada@example.com", verificationSent: true });
    const form = renderRegister("/register?ref=school");
    await fillValidForm(form);

    await form.user.click(form.submit);

    expect(register).toHaveBeenCalledWith({ email: "ada@example.com", password: "secret12!" });
    expect(await screen.findByText("Now at /verify-email?from=registration")).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("Registration successful");
  });

  it("reports a taken email with the mapped message and the form text", async () => {
    register.mockRejectedValue({ code: "auth/email-already-in-use" });
    const form = renderRegister();
    await fillValidForm(form);

    await form.user.click(form.submit);

    expect(await screen.findByRole("alert")).toHaveTextContent("Registration failed. Please try again.");
    const toast = screen.getByRole("status");
    expect(toast).toHaveTextContent("Registration failed");
    expect(toast).toHaveTextContent("This email is already registered. Please use a different email or log in.");
    expect(screen.getByRole("heading", { name: "Set up your profile!" })).toBeInTheDocument();
  });
});
