import { i18n } from "@lingui/core";
import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { messages as english } from "../../../locales/en/auth.po";
import { messages as spanish } from "../../../locales/es/auth.po";
import { fakeUser, signedInAuth } from "../../../testing/auth";
import { renderWithProviders } from "../../../testing/render";
import { logInWithEmail } from "../api/log-in";
import { verifyResetCode } from "../api/verify-password-reset-code";
import { englishLeft } from "../../../testing/english-left";
import { ForgotPasswordPage } from "./forgot-password";
import { LoginPage } from "./login";
import { RegisterPage } from "./register";
import { ResetPasswordPage } from "./reset-password";
import { VerifyEmailPage } from "./verify-email";

vi.mock("../api/log-in", () => ({ logInWithEmail: vi.fn() }));
vi.mock("../api/verify-password-reset-code", () => ({ verifyResetCode: vi.fn() }));
// Nothing here reaches Firebase.
vi.mock("../api/register", () => ({ registerWithEmail: vi.fn() }));
vi.mock("../api/send-password-reset-email", () => ({ sendPasswordReset: vi.fn() }));
vi.mock("../api/confirm-password-reset", () => ({ confirmNewPassword: vi.fn() }));
vi.mock("../api/send-verification-email", () => ({ resendVerificationEmail: vi.fn() }));
vi.mock("../api/apply-verification-code", () => ({ applyVerificationCode: vi.fn() }));
const logIn = vi.mocked(logInWithEmail);
const verify = vi.mocked(verifyResetCode);

afterEach(() => {
  logIn.mockReset();
  verify.mockReset();
});

function renderInSpanish(ui: ReactNode, route: string, auth = signedInAuth(fakeUser({ emailVerified: false, email: "ada@example.com" }))) {
  act(() => i18n.activate("es"));
  renderWithProviders(ui, { route, path: new URL(route, "http://localhost").pathname, auth });
}

describe("the sign-in pages in Spanish", () => {
  it("log in: every word of the page, and a failed attempt's messages", async () => {
    logIn.mockRejectedValue({ code: "auth/wrong-password" });
    renderInSpanish(<LoginPage />, "/login");
    expect(screen.getByRole("heading", { level: 1, name: "Iniciar sesión" })).toBeInTheDocument();
    expect(document.title).toBe("Iniciar sesión | ReadBright");
    expect(screen.getByRole("link", { name: "¿Olvidó su contraseña?" })).toHaveAttribute("href", "/forgot-password");
    expect(screen.getByRole("link", { name: "Cree una cuenta" })).toHaveAttribute("href", "/register");
    expect(screen.getByRole("form", { name: "Iniciar sesión" })).toBeInTheDocument();

    const user = userEvent.setup();
    await user.type(screen.getByLabelText("Correo electrónico"), "ada@example.com");
    await user.type(screen.getByLabelText("Contraseña"), "wrong");
    await user.click(screen.getByRole("button", { name: "Iniciar sesión" }));

    expect(await screen.findByRole("alert")).toHaveTextContent("No se pudo iniciar sesión. Revise su correo electrónico y contraseña e inténtelo de nuevo.");
    expect(screen.getByRole("status", { name: "Notificaciones" })).toHaveTextContent("Contraseña incorrecta. Inténtelo de nuevo.");
    expect(englishLeft(english, spanish)).toEqual([]);
  });

  it("register", () => {
    renderInSpanish(<RegisterPage />, "/register");
    expect(screen.getByRole("heading", { level: 1, name: "¡Configure su perfil!" })).toBeInTheDocument();
    expect(screen.getByRole("checkbox", { name: "Acepto los Términos y condiciones y la Política de privacidad" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Términos y condiciones" })).toHaveAttribute("href", "/es/terms");
    expect(screen.getByLabelText("Confirme la contraseña")).toBeInTheDocument();
    expect(englishLeft(english, spanish)).toEqual([]);
  });

  it("forgot password, then the link is sent", async () => {
    renderInSpanish(<ForgotPasswordPage />, "/forgot-password");
    expect(screen.getByRole("heading", { level: 1, name: "¿Olvidó su contraseña?" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Volver a iniciar sesión" })).toHaveAttribute("href", "/login");
    expect(englishLeft(english, spanish)).toEqual([]);
  });

  it("check your email, with the resend button", () => {
    renderInSpanish(<VerifyEmailPage />, "/verify-email");
    expect(screen.getByRole("heading", { level: 1, name: "¡Revise su correo electrónico!" })).toBeInTheDocument();
    expect(screen.getByText(/Enviamos un enlace de verificación a/)).toHaveTextContent("Enviamos un enlace de verificación a ada@example.com.");
    expect(screen.getByRole("button", { name: "Reenviar correo" })).toBeEnabled();
    expect(englishLeft(english, spanish)).toEqual([]);
  });

  it("an invited user's first password", async () => {
    verify.mockResolvedValue("ada@example.com");
    renderInSpanish(<ResetPasswordPage />, "/reset-password?mode=resetPassword&oobCode=code-1&state=newUser");
    expect(await screen.findByRole("heading", { level: 1, name: "¡Le damos la bienvenida a ReadBright!" })).toBeInTheDocument();
    expect(screen.getByText(/Recibió una invitación a ReadBright/)).toHaveTextContent(
      "Recibió una invitación a ReadBright. Elija una contraseña para ada@example.com y termine de configurar su cuenta.",
    );
    expect(screen.getByRole("button", { name: "Guardar contraseña" })).toBeInTheDocument();
    expect(englishLeft(english, spanish)).toEqual([]);
  });

  it("(the check finds English where it is left)", () => {
    renderWithProviders(<LoginPage />, { route: "/login", path: "/login" });
    expect(englishLeft(english, spanish)).toEqual(expect.arrayContaining(["Log In", "Welcome back. Log in to see your tests and results.", "Log In | ReadBright"]));
  });

  it("an invalid reset link", () => {
    renderInSpanish(<ResetPasswordPage />, "/reset-password");
    expect(screen.getByRole("heading", { level: 1, name: "Error de verificación" })).toBeInTheDocument();
    expect(screen.getByText("Código de acción no válido. Inténtelo de nuevo.")).toBeInTheDocument();
    expect(englishLeft(english, spanish)).toEqual([]);
  });
});
