// Settings in Spanish: its sections, forms, messages and dialogs in the reader's language, with nothing left
// of the settings catalog's English.
import { act, screen, within } from "@testing-library/react";
import { i18n } from "@lingui/core";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { clickWhenEnabled, fakeProfile, renderSignedInPage } from "../../../testing/profile";
import { mockedApiCalls } from "../../../testing/mock-api-client";
import { deleteMyAccount, WrongPasswordError } from "../api/delete-account";
import { messages as english } from "../../../locales/en/settings.po";
import { messages as spanish } from "../../../locales/es/settings.po";
import { englishLeft } from "../../../testing/english-left";
import { SettingsPage } from "./settings";

vi.mock("../../../lib/api-client", () => import("../../../testing/mock-api-client"));
vi.mock("../api/change-password", () => ({ changePassword: vi.fn() }));
vi.mock("../api/delete-account", () => ({ deleteMyAccount: vi.fn(), WrongPasswordError: class WrongPasswordError extends Error {} }));
vi.mock("../api/reauthenticate", () => ({ reauthenticate: vi.fn(), WrongPasswordError: class WrongPasswordError extends Error {} }));
const { get } = mockedApiCalls();

beforeEach(() => act(() => i18n.activate("es")));

async function renderSettings(profile = fakeProfile({ user_type: "school", user_subtype: "school_admin", school: "s1" })) {
  get.mockResolvedValue(profile);
  const user = renderSignedInPage(<SettingsPage />, "/dashboard/settings");
  await screen.findByRole("form", { name: "Información de la cuenta" });
  return user;
}

describe("Settings in Spanish", () => {
  it("names its sections, forms and buttons in Spanish, and says what the data file holds and what deleting takes", async () => {
    await renderSettings();
    expect(screen.getByRole("heading", { level: 1, name: "Configuración" })).toBeInTheDocument();
    expect(screen.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent)).toEqual([
      "Información de la cuenta",
      "Inicio de sesión y seguridad",
      "Sus datos",
      "Eliminar cuenta",
    ]);
    const security = screen.getByRole("form", { name: "Cambiar contraseña" });
    expect(within(security).getByLabelText("Contraseña actual")).toBeInTheDocument();
    expect(within(security).getByLabelText("Nueva contraseña")).toBeInTheDocument();
    expect(within(security).getByLabelText("Confirme la nueva contraseña")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Guardar cambios" })).toBeInTheDocument();
    expect(screen.getByText(/^Un archivo ZIP de su cuenta y de toda su escuela/)).toBeInTheDocument();
    expect(screen.getByText(/^Se eliminan su cuenta y toda su escuela/)).toHaveTextContent("Esto no se puede deshacer");
    expect(screen.getByRole("button", { name: "Descargar mis datos" })).toBeInTheDocument();
    expect(englishLeft(english, spanish)).toEqual([]);
  });

  it("asks for the current password in Spanish", async () => {
    const user = await renderSettings();
    const security = screen.getByRole("form", { name: "Cambiar contraseña" });
    await user.click(within(security).getByLabelText("Contraseña actual"));
    await user.tab();
    expect(await within(security).findByText("La contraseña actual es obligatoria")).toBeInTheDocument();
  });

  it("asks in Spanish before deleting the account, and says so when the password is wrong", async () => {
    const user = await renderSettings();
    await user.click(screen.getByRole("button", { name: "Eliminar cuenta" }));
    const dialog = screen.getByRole("dialog", { name: "¿Eliminar su cuenta?" });
    expect(dialog).toHaveTextContent("Escriba su contraseña y su dirección de correo electrónico para confirmar.");
    await user.type(within(dialog).getByLabelText("Contraseña"), "wrong");
    await user.type(within(dialog).getByLabelText("Su dirección de correo electrónico"), "someone@example.com");
    await user.tab();
    expect(await within(dialog).findByText("Esta no es la dirección de correo electrónico de su cuenta")).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText("Su dirección de correo electrónico"));
    await user.type(within(dialog).getByLabelText("Su dirección de correo electrónico"), "ada@example.com");
    await user.type(within(dialog).getByLabelText("El nombre de su escuela"), "Oak Primary");
    vi.mocked(deleteMyAccount).mockRejectedValueOnce(new WrongPasswordError("The password is not correct."));
    await clickWhenEnabled(user, within(dialog).getByRole("button", { name: "Eliminar mi cuenta" }));
    expect(await within(dialog).findByText("La contraseña no es correcta.")).toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "Cancelar" })).toBeInTheDocument();
    expect(englishLeft(english, spanish)).toEqual([]);
  });
});
