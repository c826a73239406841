import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { apiClient } from "../../../lib/api-client";
import { FreshCache, fakeProfile } from "../../../testing/profile";
import { signedInAuth } from "../../../testing/auth";
import { renderWithProviders } from "../../../testing/render";
import { fakeParticipant } from "../testing/factories";
import { StartTestDialog } from "./start-test-dialog";

vi.mock("../../../lib/api-client", async (importOriginal) => ({
  ...(await importOriginal<object>()),
  apiClient: { get: vi.fn(), post: vi.fn() },
}));
const get = vi.mocked(apiClient.get);
const post = vi.mocked(apiClient.post);

afterEach(() => {
  get.mockReset();
  post.mockReset();
});

function renderDialog() {
  get.mockImplementation(async (path: string) => {
    if (path === "/participants/") return [fakeParticipant()] as never;
    if (path === "/assessments/by-age/") return { id: "age-8-10-v1" } as never;
    throw new Error(`unexpected GET ${path}`);
  });
  const user = userEvent.setup();
  renderWithProviders(
    <FreshCache>
      <StartTestDialog profile={fakeProfile({ user_type: "parent", user_subtype: "parent" })} onClose={() => {}} />
    </FreshCache>,
    { route: "/dashboard", auth: signedInAuth() },
  );
  return user;
}

describe("Start a test", () => {
  it("starts the chosen participant's test", async () => {
    post.mockResolvedValue({ id: "res-3" });
    const user = renderDialog();
    await user.selectOptions(await screen.findByLabelText("Participant"), "Mia Stone");
    await user.click(screen.getByRole("button", { name: "Start" }));
    expect(await screen.findByText("Now at /start-assessment/res-3")).toBeInTheDocument();
  });

  it("opens the registration form when nobody is chosen", async () => {
    const user = renderDialog();
    await screen.findByRole("option", { name: "Mia Stone" });
    await user.click(screen.getByRole("button", { name: "Start" }));
    expect(screen.getByRole("form", { name: "Register a participant" })).toBeInTheDocument();
  });

  it("accepts only .csv files for a group test and offers the template", async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderDialog();
    await user.click(screen.getByRole("tab", { name: "Group test (CSV)" }));
    const panel = screen.getByRole("tabpanel");
    await user.upload(within(panel).getByLabelText("CSV file"), new File(["x"], "kids.xlsx"));
    expect(within(panel).getByRole("alert")).toHaveTextContent("Please upload a .csv file");
    expect(within(panel).getByRole("button", { name: "Upload" })).toBeDisabled();

    await user.upload(within(panel).getByLabelText("CSV file"), new File(["Name*\r\n"], "kids.csv", { type: "text/csv" }));
    expect(within(panel).queryByRole("alert")).not.toBeInTheDocument();
    post.mockResolvedValue([]);
    await user.click(within(panel).getByRole("button", { name: "Upload" }));
    const [path, body] = post.mock.calls[0] as [string, FormData];
    expect(path).toBe("/participants/upload/");
    expect((body.get("csv_file") as File).name).toBe("kids.csv");
  });
});
