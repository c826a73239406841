// 'Testing now' in Spanish: the class picker, each student's state, the device's words and the page's
// messages in the reader's language, with nothing left of the testing-now catalog's English.
import { act, screen, within } from "@testing-library/react";
import { i18n } from "@lingui/core";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { Profile } from "@readbright/domain/profile";
import { apiClient } from "../../../lib/api-client";
import { mockedApiCalls } from "../../../testing/mock-api-client";
import { fakeParticipant } from "../../../testing/factories";
import { fakeProfile, renderSignedInPage } from "../../../testing/profile";
import type { ClassListenerCallbacks, ListenToClass } from "../api/listener";
import type { LiveResult } from "../utils/class-states";
import { messages as english } from "../../../locales/en/testing-now.po";
import { messages as spanish } from "../../../locales/es/testing-now.po";
import { englishLeft } from "../../../testing/english-left";
import { TestingNowPage } from "../routes/testing-now";
import { TestingNowView } from "./testing-now-view";

vi.mock("../../../lib/api-client", () => import("../../../testing/mock-api-client"));
vi.mock("../api/listen-to-class", () => ({ listenToClass: () => () => undefined }));
mockedApiCalls();

const STUDENTS = [
  fakeParticipant({ id: "p1", name: "Ada Lane", grade: "4", section: "B" }),
  fakeParticipant({ id: "p2", name: "Ben Ode", grade: "4", section: "B" }),
  fakeParticipant({ id: "p3", name: "Cy Moss", grade: "4", section: "B" }),
  fakeParticipant({ id: "p4", name: "Di Park", grade: "4", section: "B" }),
];

const result = (participant_id: string, overrides: Partial<LiveResult> = {}): LiveResult => ({
  id: `r-${participant_id}`, participant_id, status: "not_started", answered_count: 0, question_count: 12, pending: 0, created_at: 1,
  device_waiting: 0, device_finished: false, device_seen_at: null, last_answer_at: null, ...overrides,
});

function serve(profile: Profile | null = null) {
  vi.mocked(apiClient.get).mockImplementation(async (path: string) => {
    if (path === "/profile/" && profile) return profile as never;
    if (path === "/participants/") return [...STUDENTS] as never;
    throw new Error(`unexpected GET ${path}`);
  });
}

beforeEach(() => act(() => i18n.activate("es")));

describe("Testing now in Spanish", () => {
  it("says each student's state, the device's answers and the count in Spanish", async () => {
    serve();
    let callbacks: ClassListenerCallbacks | undefined;
    const listen: ListenToClass = (_klass, heard) => {
      callbacks = heard;
      return () => undefined;
    };
    renderSignedInPage(<TestingNowView schoolId="s1" listen={listen} />, "/dashboard/testing-now?grade=4&section=B");
    expect(await screen.findByText("Cargando la clase…")).toBeInTheDocument();
    await screen.findByRole("option", { name: "B" });
    const now = Date.now();
    act(() =>
      callbacks!.onResults(
        [
          result("p1", { status: "in_progress", answered_count: 3, device_waiting: 1, device_seen_at: now }),
          result("p2", { status: "in_progress", answered_count: 4, device_waiting: 2, device_seen_at: now }),
          result("p3", { status: "completed", answered_count: 12, pending: 1 }),
        ],
        { fromCache: true },
      ),
    );
    const list = screen.getByRole("list", { name: "Grado 4, grupo B" });
    expect(within(list).getAllByRole("listitem").map((item) => item.textContent)).toEqual([
      "Ada Lane1 respuesta en espera en este dispositivoPregunta 4 de 12",
      "Ben Ode2 respuestas en espera en este dispositivoPregunta 5 de 12",
      "Cy MossNecesita revisión",
      "Di ParkSin empezar",
    ]);
    expect(screen.getByText("Terminaron: 1 de 4")).toHaveAttribute("role", "status");
    expect(screen.getByText(/^No tiene conexión/)).toBeInTheDocument();
    expect(screen.getByRole("group", { name: "Clase" })).toBeInTheDocument();
    expect(screen.getByLabelText("Grado")).toBeInTheDocument();
    expect(within(screen.getByLabelText("Grupo")).getAllByRole("option")[0]).toHaveTextContent("Todos los grupos");
    expect(englishLeft(english, spanish)).toEqual([]);

    act(() => callbacks!.onError("failed"));
    expect(screen.getByRole("alert")).toHaveTextContent("Las actualizaciones en vivo se detuvieron.");
    expect(englishLeft(english, spanish)).toEqual([]);
  });

  it("asks in Spanish for a grade, and for a school to be registered first", async () => {
    serve(fakeProfile({ user_type: "school", user_subtype: "school_user", school: "s1" }));
    renderSignedInPage(<TestingNowPage />, "/dashboard/testing-now");
    expect(await screen.findByRole("heading", { level: 1, name: "Pruebas en curso" })).toBeInTheDocument();
    expect(screen.getByText("Elija un grado para ver a sus estudiantes mientras hacen la prueba.")).toBeInTheDocument();
    expect(englishLeft(english, spanish)).toEqual([]);
  });

  it("tells a school admin without a school, in Spanish", async () => {
    serve(fakeProfile({ user_type: "school", user_subtype: "school_admin", school: null }));
    renderSignedInPage(<TestingNowPage />, "/dashboard/testing-now");
    expect(await screen.findByRole("region", { name: "Aún no hay escuela" })).toHaveTextContent("Registre su escuela y agregue estudiantes");
    expect(englishLeft(english, spanish)).toEqual([]);
  });
});
