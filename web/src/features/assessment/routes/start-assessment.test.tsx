import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { i18n } from "@lingui/core";
import { ApiError } from "../../../lib/api-client";
import { LOCALE_STORAGE_KEY } from "../../../lib/i18n/locales";
import { FreshCache } from "../../../testing/profile";
import { renderWithProviders } from "../../../testing/render";
import { answer, question, recordingQuestion, result } from "../testing/player-factories";
import { englishLeft } from "../testing/english-left";
import { StartAssessmentPage } from "./start-assessment";
import { rememberAnswered, saveTestCopy } from "../offline/test-copy";
import { STORAGE_NOTES } from "../offline/storage-note";
import { mockedApiCalls } from "../../../testing/mock-api-client";

vi.mock("../../../lib/api-client", () => import("../../../testing/mock-api-client"));
vi.mock("../media/microphone-check", async () => ({ MicrophoneCheck: (await import("../testing/media-mocks")).FakeMicrophoneCheck }));
const { get } = mockedApiCalls();

afterEach(() => {
  localStorage.clear();
});

function open() {
  renderWithProviders(
    <FreshCache>
      <StartAssessmentPage />
    </FreshCache>,
    { route: "/start-assessment/res-1", path: "/start-assessment/:assessmentResultId" },
  );
  return userEvent.setup();
}

describe("the start page", () => {
  it("shows a loading page, then the checklist and the test requirements", async () => {
    get.mockResolvedValue(result([question({ id: 1 })]));
    open();
    expect(screen.getByText("Getting your test ready...")).toBeInTheDocument();
    expect(await screen.findByRole("heading", { level: 1, name: "Are you ready to take the test?" })).toBeInTheDocument();
    expect(screen.getByRole("list", { name: "Checklist" }).children.length).toBeGreaterThan(2);
    expect(screen.getByText(/20 minutes of uninterrupted time/)).toHaveTextContent(
      "The test needs 20 minutes of uninterrupted time and a computer with audio and a working microphone. A test may be taken up to 2 times within an 8-month period.",
    );
    expect(get).toHaveBeenCalledWith("/get-assessment-result-by-id/res-1/");
  });

  it("'Let's do it!' opens the assessment", async () => {
    get.mockResolvedValue(result([question({ id: 1 })]));
    const user = open();
    await user.click(await screen.findByRole("button", { name: "Let's do it!" }));
    expect(screen.getByText("Now at /assessment/res-1")).toBeInTheDocument();
  });

  it("'Later' goes home", async () => {
    get.mockResolvedValue(result([question({ id: 1 })]));
    const user = open();
    await user.click(await screen.findByRole("button", { name: "Later" }));
    expect(screen.getByText("Now at /")).toBeInTheDocument();
  });

  it("shows the error and asks to try again later or contact support", async () => {
    get.mockRejectedValue(new ApiError(404, "Assessment result not found"));
    open();
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("No assessment result found");
    expect(alert).toHaveTextContent("Please try again later or contact support.");
    expect(screen.queryByRole("button", { name: "Let's do it!" })).not.toBeInTheDocument();
  });

  it("does not offer a completed test again", async () => {
    get.mockResolvedValue(result([question({ id: 1 })], { status: "completed" }));
    open();
    expect(await screen.findByText("This test has already been completed. Thank you!")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Let's do it!" })).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Later" })).toBeInTheDocument();
  });

  it("checks the microphone once, before the first question, when the test has recording questions", async () => {
    get.mockResolvedValue(result([question({ id: 1 }), recordingQuestion(2)]));
    const user = open();
    await user.click(await screen.findByRole("button", { name: "Let's do it!" }));
    expect(screen.queryByText("Now at /assessment/res-1")).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "My microphone works" }));
    expect(screen.getByText("Now at /assessment/res-1")).toBeInTheDocument();
    expect(localStorage.getItem("readbright:mic-checked:res-1")).toBe("1");
  });

  it("does not ask for the microphone again once it passed for this test", async () => {
    localStorage.setItem("readbright:mic-checked:res-1", "1");
    get.mockResolvedValue(result([question({ id: 1 }), recordingQuestion(2)]));
    const user = open();
    await user.click(await screen.findByRole("button", { name: "Let's do it!" }));
    expect(screen.getByText("Now at /assessment/res-1")).toBeInTheDocument();
  });

  it("offers a paused test to continue where it was left off", async () => {
    get.mockResolvedValue(result([question({ id: 1 }), question({ id: 2 })], { status: "in_progress", answers: [answer(1, true)] }));
    const user = open();
    expect(await screen.findByText(/Continue where you left off/)).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Continue" }));
    expect(screen.getByText("Now at /assessment/res-1")).toBeInTheDocument();
  });

  it("says 'Failed to initialize assessment results' when the test cannot be read", async () => {
    get.mockRejectedValue(new ApiError(500, "Network down"));
    open();
    expect(await screen.findByRole("alert")).toHaveTextContent("Failed to initialize assessment results");
  });

  it("opens from the device's copy without the network, and offers to continue the answers kept on the device", async () => {
    await saveTestCopy(result([question({ id: 1 }), question({ id: 2 })], { status: "not_started" }));
    await rememberAnswered("res-1", 1);
    get.mockRejectedValue(new ApiError(500, "HTTP error! status: 500"));
    open();
    expect(await screen.findByText(/Continue where you left off/)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Continue" })).toBeInTheDocument();
  });

  it("tells the grown-up when the browser may clear what the test keeps on the device", async () => {
    vi.stubGlobal("navigator", { ...navigator, storage: { estimate: async () => ({ quota: 1e10, usage: 0 }), persisted: async () => false, persist: async () => false } });
    get.mockResolvedValue(result([question({ id: 1 })]));
    open();
    expect(await screen.findByText(i18n._(STORAGE_NOTES["may-be-cleared"]!))).toBeInTheDocument();
    vi.unstubAllGlobals();
  });
});

describe("the start page in Spanish", () => {
  it("asks the child in Spanish, with the requirements and the note for the grown-up, and no English left", async () => {
    act(() => i18n.activate("es"));
    vi.stubGlobal("navigator", { ...navigator, storage: { estimate: async () => ({ quota: 1e10, usage: 0 }), persisted: async () => false, persist: async () => false } });
    get.mockResolvedValue(result([question({ id: 1 }), question({ id: 2 })], { status: "in_progress", answers: [answer(1, true)], language: "es" }));
    open();
    expect(screen.getByText("Preparando tu prueba...")).toBeInTheDocument();
    expect(await screen.findByRole("heading", { level: 1, name: "¿Todo listo para hacer la prueba?" })).toBeInTheDocument();
    expect(screen.getByText("Sigue donde te quedaste: todas tus respuestas hasta ahora están guardadas.")).toBeInTheDocument();
    expect(within(screen.getByRole("list", { name: "Lista de comprobación" })).getByText("Hay una persona adulta cerca por si necesito ayuda.")).toBeInTheDocument();
    expect(screen.getByText(/20 minutos sin interrupciones/)).toHaveTextContent("Una prueba se puede hacer hasta 2 veces en un período de 8 meses.");
    expect(await screen.findByText(/Este navegador podría borrar las respuestas/)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Más tarde" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Continuar" })).toBeInTheDocument();
    expect(englishLeft()).toEqual([]);
    vi.unstubAllGlobals();
  });

  it("opens a Spanish test in Spanish in an English-speaking app, for this page only (not kept on the device)", async () => {
    get.mockResolvedValue(result([question({ id: 1, title: "¿Riman sol y col?" })], { language: "es" }));
    open();
    expect(await screen.findByRole("heading", { level: 1, name: "¿Todo listo para hacer la prueba?" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "¡Vamos!" })).toBeInTheDocument();
    expect(i18n.locale).toBe("es");
    expect(document.documentElement.lang).toBe("es");
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBeNull();
  });

  it("opens an English test in English in a Spanish-speaking app (a result from before languages is English)", async () => {
    act(() => i18n.activate("es"));
    get.mockResolvedValue(result([question({ id: 1 })]));
    open();
    expect(await screen.findByRole("heading", { level: 1, name: "Are you ready to take the test?" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Let's do it!" })).toBeInTheDocument();
  });

  it("says a test that cannot be found in Spanish", async () => {
    act(() => i18n.activate("es"));
    get.mockRejectedValue(new ApiError(404, "Assessment result not found"));
    open();
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("No se encontró el resultado de la prueba");
    expect(alert).toHaveTextContent("Inténtalo de nuevo más tarde o comunícate con soporte.");
    expect(screen.getByRole("heading", { level: 1, name: "Algo salió mal" })).toBeInTheDocument();
    expect(englishLeft()).toEqual([]);
  });
});
