import { i18n } from "@lingui/core";
import { act, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Profile } from "@readbright/domain/profile";
import { messages as english } from "../../../locales/en/team.po";
import { messages as spanish } from "../../../locales/es/team.po";
import { mockedApiCalls } from "../../../testing/mock-api-client";
import { fakeProfile, renderSignedInPage } from "../../../testing/profile";
import type { Subuser } from "../api/get-subusers";
import { englishLeft } from "../../../testing/english-left";
import { UsersPage } from "./users";

vi.mock("../../../lib/api-client", () => import("../../../testing/mock-api-client"));
vi.mock("../../../lib/firebase", () => ({ auth: { name: "test-auth" } }));
vi.mock("firebase/auth", () => ({ sendSignInLinkToEmail: vi.fn() }));
const { get } = mockedApiCalls();

afterEach(() => get.mockReset());

const schoolAdmin = fakeProfile({ user_type: "school", user_subtype: "school_admin", school: "s1" });
const member: Subuser = { id: "t1", first_name: "Grace", last_name: "Hopper", user_email: "grace@example.com", invite_status: "Accepted", kind: "member" };
const invitation: Subuser = { id: "i1", first_name: null, last_name: null, user_email: "new@example.com", invite_status: "Pending", kind: "invitation" };

function renderInSpanish(profile: Profile, users: Subuser[]) {
  get.mockImplementation(async (path: string) => (path === "/profile/" ? profile : { items: users, next_cursor: null, total: users.length }) as never);
  act(() => i18n.activate("es"));
  return renderSignedInPage(<UsersPage />, "/dashboard/users");
}

/** The page's title, subtitle and empty state come from the shared utils/page-copy.ts, in English until the shell's catalog has them. */
describe("the Users page in Spanish", () => {
  it("the table, its statuses and a row's menu and confirmation", async () => {
    const user = renderInSpanish(schoolAdmin, [member, invitation]);
    expect(await screen.findByRole("cell", { name: "Grace Hopper" })).toBeInTheDocument();
    expect(screen.getByRole("table", { name: "Usuarios invitados" })).toBeInTheDocument();
    expect(screen.getAllByRole("columnheader").map((cell) => cell.textContent)).toEqual(["Nombre", "Correo electrónico", "Estado de la invitación", "Acciones"]);
    expect(screen.getByRole("cell", { name: "Aceptada" })).toBeInTheDocument();
    expect(screen.getByRole("cell", { name: "Pendiente" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Invitar a un docente" })).toBeInTheDocument();
    expect(englishLeft(english, spanish)).toEqual([]);

    await user.click(screen.getByRole("button", { name: "Más acciones para new@example.com" }));
    expect(screen.getByRole("menu", { name: "Acciones del usuario" })).toBeInTheDocument();
    expect(screen.getByRole("menuitem", { name: "Reenviar invitación" })).toBeInTheDocument();
    expect(englishLeft(english, spanish)).toEqual([]);

    // Delete, the menu's last item, is the shared row menu's word.
    await user.click(screen.getAllByRole("menuitem").at(-1)!);
    const confirm = screen.getByRole("dialog", { name: "¿Eliminar esta invitación?" });
    expect(confirm).toHaveTextContent("La invitación a new@example.com dejará de funcionar.");
    expect(englishLeft(english, spanish)).toEqual([]);
  });

  it("the invite modal", async () => {
    const user = renderInSpanish(schoolAdmin, [member]);
    await user.click(await screen.findByRole("button", { name: "Invitar a un docente" }));
    const dialog = screen.getByRole("dialog", { name: "Invitar a un docente" });
    expect(dialog).toHaveTextContent("Le enviaremos por correo electrónico un enlace para unirse. Nada cambia para esa persona hasta que acepte.");
    expect(within(dialog).getByLabelText("Correo electrónico")).toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "Enviar invitación" })).toBeDisabled();
    expect(englishLeft(english, spanish)).toEqual([]);
  });

  it("an organization's empty list", async () => {
    renderInSpanish(fakeProfile({ user_type: "organization", user_subtype: "organization_admin", organization: "user-1" }), []);
    expect(await screen.findByText("Las personas que invite aparecerán aquí con el estado de su invitación.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Invitar a un profesional" })).toBeInTheDocument();
    expect(englishLeft(english, spanish)).toEqual([]);
  });
});
