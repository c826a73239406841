// The feature's pages in Spanish: the words of this feature in Spanish, in the account's words (niños,
// estudiantes), and none of the feature's English left on screen. (The domain's words and the shared
// components' are translated elsewhere; these tests look only at this feature's own.)
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { RiskLevel } from "@readbright/domain/enums";
import type { Participant } from "@readbright/domain/participant-schemas";
import { apiClient } from "../../../lib/api-client";
import { fakeParticipant, fakeResult } from "../../../testing/factories";
import { FreshCache, fakeProfile } from "../../../testing/profile";
import { renderWithProviders } from "../../../testing/render";
import { signedInAuth } from "../../../testing/auth";
import { catchDownload } from "../../../testing/downloads";
import { fakeResultDetail, fakeSectionScore } from "../../../testing/result-factories";
import { renderDashboard, school } from "../testing/dashboard-page";
import { PARENT, renderMyTestsPage, SCHOOL_ADMIN } from "../testing/my-tests-page";
import { expectNoEnglish, inSpanish } from "../testing/spanish";
import { ParticipantsPage } from "./participants";

vi.mock("../../../lib/api-client", () => import("../../../testing/mock-api-client"));

afterEach(() => vi.mocked(apiClient.get).mockReset());

const DAY = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY).toISOString();

const ana = fakeParticipant({ id: "p1", name: "Ana Park", grade: "2", section: "A" });
const ben = fakeParticipant({ id: "p2", name: "Ben Cole", grade: "2", section: "A" });

function screening(id: string, p: Participant, days: number, risk_level: RiskLevel, memory: number) {
  return fakeResult({
    id,
    participant_id: p.id,
    participant: { id: p.id, name: p.name, grade: p.grade, section: p.section },
    created_at: daysAgo(days),
    started_at: daysAgo(days),
    completed_at: daysAgo(days),
    risk_level,
    section_scores: { memory: fakeSectionScore(memory, 10), phonological_awareness: fakeSectionScore(5, 10), spatial_awareness: fakeSectionScore(5, 10) },
  });
}

describe("the dashboard in Spanish", () => {
  const anaSecond = screening("a2", ana, 10, "medium", 8);
  const data = {
    participants: [ana, ben],
    results: [anaSecond, screening("a1", ana, 120, "high", 5), screening("b1", ben, 5, "low", 9)],
    details: [fakeResultDetail({ id: "a2", participant_id: ana.id, participant: anaSecond.participant, risk_level: "medium", completed_at: anaSecond.completed_at })],
  };

  it("says a school's list, its filters, the moves between risk levels and a student's progress in Spanish", async () => {
    inSpanish();
    const user = renderDashboard(school, data);
    const table = await screen.findByRole("table", { name: "Estudiantes" });
    await within(table).findByRole("button", { name: "Ana Park" });
    expect(within(table).getByRole("columnheader", { name: "Riesgo de dislexia" })).toBeInTheDocument();
    expect(screen.getByRole("group", { name: "Filtros" })).toBeInTheDocument();
    expect(screen.getByLabelText("Grado")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Borrar filtros" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Descargar resultados" })).toBeInTheDocument();
    const movement = screen.getByRole("region", { name: "Cambios de nivel de riesgo" });
    expect(movement).toHaveTextContent("1 estudiante cambió de nivel de riesgo desde su última prueba de detección");
    expect(movement).toHaveTextContent("0 a un riesgo mayor, 1 a un riesgo menor, 0 sin cambios");
    expect(within(table).getAllByText(/^Puede hacer otra prueba de detección el /)).toHaveLength(1);
    expectNoEnglish();

    await user.click(within(table).getByRole("button", { name: "Ana Park" }));
    const progress = await screen.findByRole("region", { name: "Progreso" });
    const change = within(progress).getByRole("region", { name: "Desde la prueba de detección anterior" });
    const items = within(change).getAllByRole("listitem").map((item) => item.textContent);
    expect(items[0]).toMatch(/^Nivel de riesgo: de .+ a .+ \(riesgo menor\)$/);
    expect(items[1]).toMatch(/ \+30 puntos$/);
    expect(items[2]).toMatch(/ sin cambios$/);
    expect(within(progress).getByRole("figure", { name: "Puntajes por sección a lo largo del tiempo" })).toBeInTheDocument();
    expect(within(progress).getByRole("table", { name: "Pruebas de detección" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: /Volver/ })).toBeInTheDocument();
    // The result above the progress is the shared result report's (translated with the shell).
    expectNoEnglish(progress);
  });

  it("tells an individual with no test yet, in Spanish, that their results will appear", async () => {
    inSpanish();
    renderDashboard(fakeProfile({ user_type: "individual", user_subtype: "individual" }), { participants: [], results: [] });
    expect(await screen.findByText("¡Todavía no hay información!")).toBeInTheDocument();
    expect(screen.getByText("Sus resultados y su información aparecerán aquí cuando se haya hecho una prueba.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Haga su primera prueba" })).toBeInTheDocument();
    expectNoEnglish();
  });
});

describe("My Tests in Spanish", () => {
  it("gives a school its class's actions, the table and the group upload in Spanish", async () => {
    inSpanish();
    const students = [fakeParticipant({ id: "p1", name: "Ada Lane", grade: "4", section: "B" }), fakeParticipant({ id: "p2", name: "Ben Ode", grade: "4", section: "A" })];
    const user = renderMyTestsPage(SCHOOL_ADMIN, [], students);
    await screen.findByRole("cell", { name: "Ada Lane" });
    expect(screen.getByRole("table", { name: "Pruebas" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Iniciar una prueba para Ada Lane" })).toHaveTextContent("Iniciar prueba");
    expect(screen.getByRole("button", { name: "Agregar estudiante" })).toBeInTheDocument();
    const classList = screen.getByRole("button", { name: "Descargar lista de la clase" });
    expectNoEnglish();
    // The class list's headers in Spanish; its cells are the students' own.
    await waitFor(() => expect(classList).toBeEnabled());
    const list = catchDownload();
    await user.click(classList);
    expect((await list).text.replace(/^\uFEFF/, "").split("\r\n")[0]).toBe("Nombre,Grado,Grupo,ID de estudiante,Enlace de la prueba");

    await user.click(await screen.findByRole("button", { name: "Iniciar pruebas de la clase" }));
    const confirm = await screen.findByRole("dialog", { name: "¿Iniciar las pruebas de esta clase?" });
    expect(confirm).toHaveTextContent("Se preparará una prueba para cada estudiante de todos los grados y grupos que todavía no tenga una (2 estudiantes).");
    expect(within(confirm).getByRole("button", { name: "Iniciar pruebas" })).toBeInTheDocument();
    expectNoEnglish(confirm);
    await user.keyboard("{Escape}");

    await user.click(screen.getByRole("button", { name: "Crear prueba grupal" }));
    const upload = await screen.findByRole("dialog", { name: "Crear prueba grupal" });
    expect(upload).toHaveTextContent("Arrastre y suelte aquí un archivo .csv, o");
    expect(within(upload).getByLabelText("Archivo CSV")).toBeInTheDocument();
    expect(within(upload).getByRole("button", { name: "Subir" })).toBeDisabled();
    expectNoEnglish(upload);
    // The template in Spanish, which the server reads as it reads the English one.
    const template = catchDownload();
    await user.click(within(upload).getByRole("button", { name: "Descargar plantilla" }));
    expect(await template).toEqual({ fileName: "group_test_template.csv", text: "Nombre*,Fecha de nacimiento* (mm/dd/aaaa),Género*,Grado,Grupo,antecedentes,dificultades\r\n" });
  });

  it("lets a parent choose a child in Spanish", async () => {
    inSpanish();
    renderMyTestsPage(PARENT, [fakeResult()]);
    expect(await screen.findByLabelText("Niño o niña")).toBeInTheDocument();
    expect(await screen.findByRole("columnheader", { name: "Fecha" })).toBeInTheDocument();
    expect(screen.getByRole("columnheader", { name: "Enlace" })).toBeInTheDocument();
    expectNoEnglish();
  });
});

describe("the Participants page in Spanish", () => {
  it("lists a parent's children and registers one, in a parent's words", async () => {
    inSpanish();
    const parent = fakeProfile({ user_type: "parent", user_subtype: "parent" });
    vi.mocked(apiClient.get).mockImplementation(async (path: string) => {
      if (path === "/profile/") return parent as never;
      if (path === "/participants/") return { items: [ana], next_cursor: null, total: 1 } as never;
      throw new Error(`unexpected GET ${path}`);
    });
    const user = userEvent.setup();
    renderWithProviders(
      <FreshCache>
        <ParticipantsPage />
      </FreshCache>,
      { route: "/participants", auth: signedInAuth() },
    );
    expect(await screen.findByRole("heading", { name: "Niños" })).toBeInTheDocument();
    const table = await screen.findByRole("table", { name: "Niños" });
    await within(table).findByText("Ana Park");
    expect(within(table).getByRole("columnheader", { name: "Edad" })).toBeInTheDocument();
    expect(within(table).getByRole("button", { name: "Iniciar prueba" })).toBeInTheDocument();
    expect(document.title).toBe("Niños | ReadBright");
    expectNoEnglish();

    await user.click(screen.getByRole("button", { name: "Registrar un nuevo niño" }));
    const dialog = await screen.findByRole("dialog", { name: "Registrar un nuevo niño" });
    expect(within(dialog).getByLabelText("Nombre completo")).toBeInTheDocument();
    expect(within(dialog).getByLabelText("Fecha de nacimiento")).toBeInTheDocument();
    expect(within(dialog).getByLabelText("Antecedentes")).toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "Registrar" })).toBeDisabled();
    expectNoEnglish(dialog);
  });
});
