import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError, apiClient } from "../../../lib/api-client";
import { clickWhenEnabled } from "../../../testing/profile";
import { renderWithProviders } from "../../../testing/render";
import { i18n } from "@lingui/core";
import { englishLeft } from "../testing/english-left";
import { SchoolSearchPage } from "./school-search";

vi.mock("../../../lib/api-client", () => import("../../../testing/mock-api-client"));
const get = vi.mocked(apiClient.get);

afterEach(() => get.mockReset());

async function enter(code: string) {
  const user = userEvent.setup();
  renderWithProviders(<SchoolSearchPage />, { route: "/school-search/" });
  expect(screen.getByRole("heading", { level: 1, name: "Confirm Student" })).toBeInTheDocument();
  await user.type(screen.getByLabelText("Student ID"), code);
  await clickWhenEnabled(user, screen.getByRole("button", { name: "Continue" }));
}

describe("Confirm Student", () => {
  it("goes to the student's test", async () => {
    get.mockResolvedValue({ assessment_result_id: "res-1" });
    await enter("AB12CD");
    expect(await screen.findByText("Now at /start-assessment/res-1")).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith("/student-codes/AB12CD/");
  });

  it("says so when the ID is unknown", async () => {
    get.mockRejectedValue(new ApiError(404, "Not found"));
    await enter("NOPE");
    expect(await screen.findByRole("alert")).toHaveTextContent("We could not find a student with this ID.");
  });
});

describe("Confirm Student in Spanish", () => {
  it("asks for the Student ID and says an unknown one in Spanish, with no English left", async () => {
    act(() => i18n.activate("es"));
    get.mockRejectedValue(new ApiError(404, "Not found"));
    const user = userEvent.setup();
    renderWithProviders(<SchoolSearchPage />, { route: "/school-search/" });
    expect(screen.getByRole("heading", { level: 1, name: "Confirmar estudiante" })).toBeInTheDocument();
    expect(screen.getByText("Escribe el ID de estudiante que te dio tu escuela.")).toBeInTheDocument();
    // What the disabled button waits for: the form's own message, in Spanish.
    await waitFor(() => expect(screen.getByRole("form", { name: "Confirmar estudiante" })).toHaveTextContent("El ID de estudiante es obligatorio"));
    expect(englishLeft()).toEqual([]);
    await user.type(screen.getByLabelText("ID de estudiante"), "NOPE");
    await clickWhenEnabled(user, screen.getByRole("button", { name: "Continuar" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("No encontramos a ningún estudiante con este ID. Revísalo e inténtalo de nuevo.");
    expect(englishLeft()).toEqual([]);
  });
});
