import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Profile } from "@readbright/domain/profile";
import { ApiError } from "../../../lib/api-client";
import { fakeProfile, renderSignedInPage } from "../../../testing/profile";
import { fakeParticipant } from "../../../testing/factories";
import { StartTestDialog } from "./start-test-dialog";
import { expectNoEnglish, inSpanish } from "../testing/spanish";
import { mockedApiCalls } from "../../../testing/mock-api-client";
import { TEST_LANGUAGE_STORAGE_KEY } from "../hooks/use-test-language";

vi.mock("../../../lib/api-client", () => import("../../../testing/mock-api-client"));
const { get, post } = mockedApiCalls();
afterEach(() => localStorage.removeItem(TEST_LANGUAGE_STORAGE_KEY));


const parent = fakeProfile({ user_type: "parent", user_subtype: "parent" });
const school = fakeProfile({ user_type: "school", user_subtype: "school_admin", school: "s1" });
const professional = fakeProfile({ user_type: "organization", user_subtype: "organization_admin", professional: "dyslexia_professional" });

function renderDialog(profile: Profile = parent, participants: unknown = [fakeParticipant()]) {
  get.mockImplementation(async (path: string) => {
    if (path === "/participants/") {
      if (participants instanceof Error) throw participants;
      return participants as never;
    }
    if (path === "/assessments/by-age/") return { id: "age-8-10-v1" } as never;
    throw new Error(`unexpected GET ${path}`);
  });
  const user = renderSignedInPage(<StartTestDialog profile={profile} onClose={() => {}} />, "/dashboard");
  return user;
}

describe("Start a test", () => {
  it("starts the chosen participant's test", async () => {
    post.mockResolvedValue({ id: "res-3" });
    const user = renderDialog();
    await user.selectOptions(await screen.findByLabelText("Child"), "Mia Stone");
    // The app is in English: so is the test, unless the parent chooses another language.
    expect(screen.getByRole("combobox", { name: "Test language" })).toHaveValue("en");
    await user.click(screen.getByRole("button", { name: "Start" }));
    expect(await screen.findByText("Now at /start-assessment/res-3")).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith("/assessments/by-age/", { query: { age: 9, language: "en" }, requireSignIn: true });
    expect(post).toHaveBeenCalledWith("/assessment-results/get-or-create/", { participant_id: "p1", assessment_id: "age-8-10-v1", language: "en" }, { requireSignIn: true });
  });

  it("starts the test in the language chosen, each named in itself, and remembers the choice on this device", async () => {
    post.mockResolvedValue({ id: "res-4" });
    const user = renderDialog();
    await user.selectOptions(await screen.findByLabelText("Child"), "Mia Stone");
    const language = screen.getByRole("combobox", { name: "Test language" });
    expect(within(language).getByRole("option", { name: "English" })).toHaveAttribute("lang", "en");
    expect(within(language).getByRole("option", { name: "Español" })).toHaveAttribute("lang", "es");
    await user.selectOptions(language, "Español");
    await user.click(screen.getByRole("button", { name: "Start" }));
    expect(await screen.findByText("Now at /start-assessment/res-4")).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith("/assessments/by-age/", { query: { age: 9, language: "es" }, requireSignIn: true });
    expect(post).toHaveBeenCalledWith("/assessment-results/get-or-create/", { participant_id: "p1", assessment_id: "age-8-10-v1", language: "es" }, { requireSignIn: true });
    expect(localStorage.getItem(TEST_LANGUAGE_STORAGE_KEY)).toBe("es");
  });

  it("offers the last language chosen on this device, whatever the app's", async () => {
    localStorage.setItem(TEST_LANGUAGE_STORAGE_KEY, "es");
    renderDialog();
    expect(await screen.findByRole("combobox", { name: "Test language" })).toHaveValue("es");
  });

  it("offers a child the language of their last test, before the device's last choice, and still lets it be changed", async () => {
    localStorage.setItem(TEST_LANGUAGE_STORAGE_KEY, "en");
    post.mockResolvedValue({ id: "res-5" });
    const ana = fakeParticipant({ id: "p2", name: "Ana Ruiz", latest_result: { id: "r9", status: "completed", risk_level: "low", language: "es", started_at: null, completed_at: null } });
    const user = renderDialog(parent, [fakeParticipant(), ana]);
    const language = await screen.findByRole("combobox", { name: "Test language" });
    expect(language).toHaveValue("en");
    await user.selectOptions(screen.getByLabelText("Child"), "Ana Ruiz");
    expect(language).toHaveValue("es");
    await user.selectOptions(language, "English");
    await user.click(screen.getByRole("button", { name: "Start" }));
    expect(await screen.findByText("Now at /start-assessment/res-5")).toBeInTheDocument();
    expect(post).toHaveBeenCalledWith("/assessment-results/get-or-create/", { participant_id: "p2", assessment_id: "age-8-10-v1", language: "en" }, { requireSignIn: true });
  });

  it("opens the registration form when nobody is chosen", async () => {
    const user = renderDialog();
    await screen.findByRole("option", { name: "Mia Stone" });
    await user.click(screen.getByRole("button", { name: "Start" }));
    expect(screen.getByRole("form", { name: "Register a participant" })).toBeInTheDocument();
  });

  it("accepts only .csv files for a group test and offers the template", async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderDialog(school);
    await user.click(screen.getByRole("tab", { name: "Group test (CSV)" }));
    const panel = screen.getByRole("tabpanel");
    await user.upload(within(panel).getByLabelText("CSV file"), new File(["x"], "kids.xlsx"));
    expect(within(panel).getByRole("alert")).toHaveTextContent("Please upload a .csv file");
    expect(within(panel).getByRole("button", { name: "Upload" })).toBeDisabled();

    await user.upload(within(panel).getByLabelText("CSV file"), new File(["Name*\r\n"], "kids.csv", { type: "text/csv" }));
    expect(within(panel).queryByRole("alert")).not.toBeInTheDocument();
    post.mockResolvedValue([]);
    await user.click(within(panel).getByRole("checkbox", { name: /^Our school holds the consent/ }));
    await user.click(within(panel).getByRole("button", { name: "Upload" }));
    const [path, body] = post.mock.calls[0] as [string, FormData];
    expect(path).toBe("/participants/upload/");
    expect((body.get("csv_file") as File).name).toBe("kids.csv");
  });

  it("offers the group upload to schools and organizations, never to parents", async () => {
    renderDialog(parent);
    await screen.findByRole("option", { name: "Mia Stone" });
    expect(screen.queryByRole("tab", { name: "Group test (CSV)" })).not.toBeInTheDocument();
    expect(screen.queryByLabelText("CSV file")).not.toBeInTheDocument();
  });

  it.each([
    ["a school", school],
    ["a professional", professional],
  ])("offers %s the group upload", async (_who, profile) => {
    renderDialog(profile);
    expect(await screen.findByRole("tab", { name: "Group test (CSV)" })).toBeInTheDocument();
  });

  it("says 'Failed to fetch participants', in a parent's words, when the children cannot be loaded", async () => {
    renderDialog(parent, new ApiError(500, "Internal server error"));
    expect(await screen.findByRole("alert")).toHaveTextContent("Failed to fetch children");
  });

  it("says 'Failed to get or create assessment result' when the test cannot be opened", async () => {
    post.mockRejectedValue(new ApiError(500, "Internal server error"));
    const user = renderDialog();
    await user.selectOptions(await screen.findByLabelText("Child"), "Mia Stone");
    await user.click(screen.getByRole("button", { name: "Start" }));
    expect(await screen.findByRole("status")).toHaveTextContent("Failed to get or create assessment result");
  });
});

describe("Start a test in Spanish", () => {
  it("offers a professional one client or a group, in Spanish and in a professional's words", async () => {
    inSpanish();
    const user = renderDialog(professional);
    const dialog = await screen.findByRole("dialog", { name: "Iniciar una prueba" });
    expect(within(dialog).getByRole("tab", { name: "Un cliente" })).toHaveAttribute("aria-selected", "true");
    expect(await within(dialog).findByRole("option", { name: "Mia Stone" })).toBeInTheDocument();
    expect(within(dialog).getByLabelText("Cliente")).toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "Registrar un nuevo cliente" })).toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "Iniciar" })).toBeInTheDocument();
    // The app is in Spanish, so a new device offers a Spanish test.
    expect(within(dialog).getByRole("combobox", { name: "Idioma de la prueba" })).toHaveValue("es");
    expectNoEnglish(dialog);

    await user.click(within(dialog).getByRole("tab", { name: "Prueba grupal (CSV)" }));
    expect(within(dialog).getByText("Buscar archivos")).toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "Descargar plantilla" })).toBeInTheDocument();
    expectNoEnglish(dialog);
  });
});
