import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { DIAGNOSTIC_OUTCOME_MESSAGES } from "@readbright/domain/api/diagnostic-outcome";
import type { DiagnosticOutcomeState } from "@readbright/domain/api/diagnostic-outcome";
import { renderSignedInPage } from "../../../testing/profile";
import { mockedApiCalls } from "../../../testing/mock-api-client";
import { DiagnosticOutcomeCard } from "./diagnostic-outcome-card";
import { expectNoEnglish, inSpanish } from "../testing/spanish";

vi.mock("../../../lib/api-client", () => import("../../../testing/mock-api-client"));
const { get, post, del } = mockedApiCalls();

const PATH = "/participants/p1/diagnostic-outcome/";

function renderCard(state: DiagnosticOutcomeState) {
  get.mockImplementation(async (path: string) => {
    if (path === PATH) return state as never;
    throw new Error(`unexpected GET ${path}`);
  });
  return renderSignedInPage(<DiagnosticOutcomeCard participantId="p1" name="Ola Reed" />, "/dashboard");
}

describe("the diagnostic outcome card", () => {
  it("records an outcome with its date and instrument, and says what it is compared with", async () => {
    post.mockResolvedValue({
      diagnostic_outcome: {
        participant_id: "p1",
        outcome: "identified",
        assessed_on: "2026-10-02",
        instrument: "DASH 2nd edition",
        recorded_at: "2026-11-27T10:00:00.000Z",
        compared_with: { result_id: "r1", completed_at: "2026-09-01T10:00:00.000Z", risk_level: "high" },
      },
    });
    const user = renderCard({ diagnostic_outcome: null });
    await user.selectOptions(await screen.findByLabelText("Outcome"), "identified");
    await user.type(screen.getByLabelText("Date of the assessment"), "2026-10-02");
    await user.type(screen.getByLabelText(/Assessment used/), "  DASH 2nd edition ");
    await user.click(screen.getByRole("button", { name: "Record outcome" }));
    await vi.waitFor(() => expect(post).toHaveBeenCalledOnce());
    expect(post.mock.calls[0]?.[0]).toBe(PATH);
    expect(post.mock.calls[0]?.[1]).toEqual({ outcome: "identified", assessed_on: "2026-10-02", instrument: "DASH 2nd edition" });
    expect(await screen.findByText("Compared with the screening of 2026-09-01 (High risk).")).toBeInTheDocument();
  });

  it("says in words what an incomplete form still needs, and a future date is refused", async () => {
    const user = renderCard({ diagnostic_outcome: null });
    const button = await screen.findByRole("button", { name: "Record outcome" });
    await user.selectOptions(screen.getByLabelText("Outcome"), "not_identified");
    expect(button).toBeDisabled();
    expect(await screen.findByText(DIAGNOSTIC_OUTCOME_MESSAGES.dateRequired)).toBeInTheDocument();
    expect(screen.getByText(DIAGNOSTIC_OUTCOME_MESSAGES.instrumentRequired)).toBeInTheDocument();
    await user.type(screen.getByLabelText("Date of the assessment"), "2999-01-01");
    await user.tab();
    expect(await screen.findByText(DIAGNOSTIC_OUTCOME_MESSAGES.dateFuture)).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
  });

  it("deletes a recorded outcome", async () => {
    del.mockResolvedValue(undefined as never);
    const user = renderCard({
      diagnostic_outcome: { participant_id: "p1", outcome: "inconclusive", assessed_on: "2026-10-02", instrument: "WIAT", recorded_at: "2026-11-27T10:00:00.000Z", compared_with: null },
    });
    expect(await screen.findByText(/it is not yet compared with a screening/)).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Delete outcome" }));
    await vi.waitFor(() => expect(del).toHaveBeenCalledWith(PATH, expect.anything()));
    await vi.waitFor(() => expect(screen.queryByRole("button", { name: "Delete outcome" })).not.toBeInTheDocument());
  });

  it("says what it records, the recorded outcome and its comparison in Spanish", async () => {
    inSpanish();
    renderCard({
      diagnostic_outcome: { participant_id: "p1", outcome: "inconclusive", assessed_on: "2026-10-02", instrument: "WIAT", recorded_at: "2026-11-27T10:00:00.000Z", compared_with: null },
    });
    expect(await screen.findByRole("button", { name: "Eliminar resultado" })).toBeInTheDocument();
    expect(screen.getByText(/^Si Ola Reed ha tenido una evaluación diagnóstica completa, registre lo que encontró\./)).toBeInTheDocument();
    expect(screen.getByText(/todavía no se compara con una prueba de detección\.$/)).toBeInTheDocument();
    expect(screen.getByText(/el 2026-10-02, con WIAT\.$/)).toBeInTheDocument();
    expect(screen.getByRole("form", { name: "Registrar un resultado del diagnóstico" })).toBeInTheDocument();
    expect(screen.getByLabelText("Fecha de la evaluación")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Guardar cambios" })).toBeInTheDocument();
    expectNoEnglish();
  });
});
