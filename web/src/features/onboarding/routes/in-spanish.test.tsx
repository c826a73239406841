import { i18n } from "@lingui/core";
import { act, screen, within } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { InvitationResponse } from "@readbright/domain/api/invitations";
import { apiClient } from "../../../lib/api-client";
import { messages as english } from "../../../locales/en/onboarding.po";
import { messages as spanish } from "../../../locales/es/onboarding.po";
import { fakeUser, signedInAuth } from "../../../testing/auth";
import { fakeProfile, renderSignedInPage } from "../../../testing/profile";
import { needsPassword } from "../api/invite-link";
import { englishLeft } from "../../../testing/english-left";
import { AcceptInvitePage } from "./accept-invite";
import { ProfileInfoPage } from "./profile-info";
import { ProfileTypePage } from "./profile-type";
import { SchoolOnboardingPage } from "./school-onboarding";

vi.mock("../../../lib/api-client", () => import("../../../testing/mock-api-client"));
vi.mock("../api/invite-link", () => ({
  isInviteLink: vi.fn(() => false),
  signInWithInviteLink: vi.fn(),
  needsPassword: vi.fn(() => false),
  chooseFirstPassword: vi.fn(),
  forgetNewAccount: vi.fn(),
}));
const get = vi.mocked(apiClient.get);

const SCHOOL: InvitationResponse = { id: "inv1", role: "teacher", school_name: "Hill School", inviter_name: "Sam Lee", invited_at: "2026-11-01T10:00:00.000Z" };
const ORGANIZATION: InvitationResponse = { id: "inv2", role: "professional", school_name: null, inviter_name: "Dr Ada Reed", invited_at: "2026-11-02T10:00:00.000Z" };

afterEach(() => vi.clearAllMocks());

/**
 * Words of this catalog that shared forms on these pages also show, from the shell's catalog or the domain's
 * table: the profile form's labels, the contact form's name and its "Parent" role. Not this feature's to
 * translate there.
 */
const SHARED_FORM_WORDS = ["City", "Country", "Send us a Message", "Parent"];
const ownEnglishLeft = () => englishLeft(english, spanish).filter((words) => !SHARED_FORM_WORDS.includes(words));

function renderInSpanish(ui: ReactNode, route: string, invitations: InvitationResponse[] = []) {
  get.mockImplementation(async (path: string) => {
    if (path === "/invitations/") return invitations as never;
    if (path === "/profile/") return fakeProfile({ user_type: "unset", user_subtype: "unset", first_name: null }) as never;
    throw new Error(`unexpected GET ${path}`);
  });
  act(() => i18n.activate("es"));
  return renderSignedInPage(ui, route, signedInAuth(fakeUser({ email: "tom@example.com" })));
}

describe("onboarding in Spanish", () => {
  it("profile type: the tiles, the invitations, and the parent's question", async () => {
    const user = renderInSpanish(<ProfileTypePage />, "/profile-type", [SCHOOL, ORGANIZATION]);
    expect(screen.getByRole("heading", { level: 1, name: "¿Quién usará ReadBright?" })).toBeInTheDocument();
    expect(document.title).toBe("Tipo de perfil | ReadBright");
    expect(await screen.findByText("Sam Lee le invitó a unirse a Hill School como docente.")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Invitación a una organización" })).toBeInTheDocument();
    expect(screen.getByText("Dr Ada Reed le invitó a unirse a su organización como profesional.")).toBeInTheDocument();
    expect(screen.getByRole("radio", { name: "Individual" })).toHaveAccessibleDescription("Quiero hacerme la prueba de detección.");
    expect(englishLeft(english, spanish)).toEqual([]);

    await user.click(screen.getByRole("radio", { name: "Madre, padre o tutor" }));
    await user.click(screen.getByRole("button", { name: "Continuar" }));
    const dialog = screen.getByRole("dialog", { name: "¿A quién quiere hacerle la prueba: a usted o a su hijo o hija?" });
    expect(within(dialog).getByRole("button", { name: "A mi hijo o hija" })).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "A mí" }));
    expect(screen.getByText(/^Para hacerse/)).toHaveTextContent("Para hacerse la prueba usted, elija el tipo de perfil Individual.");

    await user.click(screen.getByRole("radio", { name: "Profesional de la dislexia" }));
    await user.click(screen.getByRole("button", { name: "Continuar" }));
    expect(screen.getByRole("dialog", { name: "Indique su función" })).toBeInTheDocument();
    expect(screen.getByRole("radio", { name: "Docente de educación especial" })).toBeInTheDocument();
    expect(englishLeft(english, spanish)).toEqual([]);
  });

  it("school onboarding: the tabs, the plans in the reader's currency format, then the form", async () => {
    const user = renderInSpanish(<SchoolOnboardingPage />, "/school-onboarding");
    expect(screen.getByRole("heading", { level: 1, name: "¡Bienvenida, escuela!" })).toBeInTheDocument();
    const tabs = within(screen.getByRole("tablist", { name: "ReadBright para escuelas" })).getAllByRole("tab");
    expect(tabs.map((tab) => tab.textContent)).toEqual(["Acerca de", "Precios", "Contáctenos"]);
    await user.click(tabs[1]!);
    const panel = screen.getByRole("tabpanel", { name: "Precios" });
    const starter = within(panel).getByRole("heading", { name: "Inicial" }).closest("li")!;
    const usd = new Intl.NumberFormat("es", { style: "currency", currency: "USD", maximumFractionDigits: 0 });
    expect(starter.querySelector(".plan__price")?.textContent).toBe(usd.format(300));
    expect(within(starter).getByRole("list", { name: "El plan Inicial incluye" })).toHaveTextContent("Pruebas para 0-200 estudiantes");
    expect(ownEnglishLeft()).toEqual([]);

    await user.click(screen.getByRole("button", { name: "Continuar" }));
    expect(screen.getByRole("heading", { level: 1, name: "Registre su escuela" })).toBeInTheDocument();
    const form = screen.getByRole("form", { name: "Registro de la escuela" });
    expect(within(form).getByLabelText("Nombre de la escuela")).toBeInTheDocument();
    expect(within(form).getByLabelText("Sitio web (opcional)")).toHaveAccessibleDescription("Por ejemplo, https://www.suescuela.org");
    expect(ownEnglishLeft()).toEqual([]);
  });

  it("profile info", async () => {
    const user = renderInSpanish(<ProfileInfoPage />, "/profile-info");
    expect(screen.getByRole("heading", { level: 1, name: "Cuéntenos sobre usted" })).toBeInTheDocument();
    expect(await screen.findByRole("form", { name: "Datos del perfil" })).toBeInTheDocument();
    // The countries are named in Spanish: "méxico" finds México.
    const country = screen.getByRole("combobox", { name: "País" });
    await user.clear(country);
    await user.type(country, "méxico");
    expect(screen.getByRole("option", { name: "México" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Continuar" })).toBeInTheDocument();
    expect(ownEnglishLeft()).toEqual([]);
  });

  it("an invitation answered from its link, by an account that still needs a password", async () => {
    vi.mocked(needsPassword).mockReturnValue(true);
    renderInSpanish(<AcceptInvitePage />, "/accept-invite", [SCHOOL]);
    expect(await screen.findByRole("heading", { name: "Invitación a Hill School" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1, name: "Su invitación" })).toBeInTheDocument();
    expect(screen.getByText("¡Hola! Inició sesión como tom@example.com. Elija una contraseña y luego responda a la invitación.")).toBeInTheDocument();
    expect(screen.getByLabelText("Elija una contraseña")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Aceptar y unirse" })).toBeDisabled();
    expect(englishLeft(english, spanish)).toEqual([]);
  });
});
