import { act, screen } from "@testing-library/react";
import { i18n } from "@lingui/core";
import { CSV_MESSAGES } from "@readbright/domain/csv-template";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError, apiClient } from "../../../lib/api-client";
import { FreshCache } from "../../../testing/profile";
import { signedInAuth } from "../../../testing/auth";
import { renderWithProviders } from "../../../testing/render";
import { catchDownload } from "../../../testing/downloads";
import { CsvUpload } from "./csv-upload";

vi.mock("../../../lib/api-client", () => import("../../../testing/mock-api-client"));
const post = vi.mocked(apiClient.post);

afterEach(() => post.mockReset());

function renderUpload(onUploaded = vi.fn()) {
  const user = userEvent.setup();
  renderWithProviders(
    <FreshCache>
      <CsvUpload consentBasis="school_holds_consent" onUploaded={onUploaded} />
    </FreshCache>,
    { auth: signedInAuth() },
  );
  return user;
}

const consentBox = () => screen.getByRole("checkbox", { name: /^Our school holds the consent of a parent or guardian of every student in this file/ });

async function uploadFile(onUploaded = vi.fn()) {
  const user = renderUpload(onUploaded);
  await user.upload(screen.getByLabelText("CSV file"), new File(["Name*\r\n"], "class.csv", { type: "text/csv" }));
  await user.click(consentBox());
  await user.click(screen.getByRole("button", { name: "Upload" }));
  return onUploaded;
}

describe("CSV group upload", () => {
  it("says the file went up and lets the caller move on", async () => {
    post.mockResolvedValue({ created: 2 });
    const onUploaded = await uploadFile();
    expect(await screen.findByText("Participants uploaded")).toBeInTheDocument();
    expect(screen.getByText("2 participants added from class.csv.")).toBeInTheDocument();
    expect(onUploaded).toHaveBeenCalled();
  });

  it("sends the file with the uploader's confirmation of consent", async () => {
    post.mockResolvedValue({ created: 2 });
    await uploadFile();
    const [path, body] = post.mock.calls[0] as [string, FormData];
    expect(path).toBe("/participants/upload/");
    expect(body.get("consent")).toBe("true");
    expect((body.get("csv_file") as File).name).toBe("class.csv");
  });

  it("sends nothing until the school confirms it holds the parents' consent, and says so in words", async () => {
    const user = renderUpload();
    await user.upload(screen.getByLabelText("CSV file"), new File(["Name*\r\n"], "class.csv", { type: "text/csv" }));
    await user.click(screen.getByRole("button", { name: "Upload" }));
    expect(post).not.toHaveBeenCalled();
    expect(consentBox()).toHaveAccessibleDescription("Confirm that your school holds the parents' consent");
    expect(consentBox()).toBeInvalid();

    post.mockResolvedValue({ created: 1 });
    await user.click(consentBox());
    expect(consentBox()).not.toHaveAccessibleDescription();
    await user.click(screen.getByRole("button", { name: "Upload" }));
    expect(await screen.findByText("Participants uploaded")).toBeInTheDocument();
  });

  it("lists the rows the server refused", async () => {
    // The 400 body { error, rows } as the error carries it (ApiError's optional body).
    const refused = Object.assign(new ApiError(400, "Some rows are invalid"), {
      body: { error: "Some rows are invalid", rows: [{ row: 3, errors: ["Full Name is required", "Gender is required"] }] },
    });
    post.mockRejectedValue(refused);
    const onUploaded = await uploadFile();
    expect(await screen.findByRole("alert")).toHaveTextContent("Some rows are invalid");
    expect(screen.getByRole("list", { name: "Rows with errors" })).toHaveTextContent("Row 3: Full Name is required, Gender is required");
    expect(onUploaded).not.toHaveBeenCalled();
  });

  it("says 'Failed to upload participants' when the upload fails without a reason (no answer, a crash)", async () => {
    post.mockRejectedValue(new ApiError(500, "Failed to fetch"));
    const onUploaded = await uploadFile();
    expect(await screen.findByRole("alert")).toHaveTextContent(/^Failed to upload participants$/);
    expect(onUploaded).not.toHaveBeenCalled();
  });

  it("downloads the template in the language in force", async () => {
    const user = renderUpload();
    const english = catchDownload();
    await user.click(screen.getByRole("button", { name: "Download template" }));
    expect((await english).text).toBe("Name*,Date of birth* (mm/dd/yyyy),Gender*,Grade,Section,history,difficulties\r\n");
  });

  it("explains a refused header row in Spanish, naming the Spanish and the English columns", async () => {
    act(() => i18n.activate("es"));
    post.mockRejectedValue(new ApiError(400, CSV_MESSAGES.wrongColumns));
    const user = renderUpload();
    await user.upload(screen.getByLabelText("Archivo CSV"), new File(["Nombre\r\n"], "clase.csv", { type: "text/csv" }));
    await user.click(screen.getByRole("checkbox", { name: /^Nuestra escuela/ }));
    await user.click(screen.getByRole("button", { name: "Subir" }));
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(/^La primera fila debe tener las columnas de la plantilla: Nombre\*, Fecha de nacimiento\* \(mm\/dd\/aaaa\)/);
    expect(alert).toHaveTextContent("(o las mismas en inglés: Name*, Date of birth* (mm/dd/yyyy), Gender*, Grade, Section, history, difficulties)");
  });
});
