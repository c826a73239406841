import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError, apiClient } from "../../../lib/api-client";
import { FreshCache } from "../../../testing/profile";
import { renderWithProviders } from "../../../testing/render";
import { question, result } from "../testing/player-factories";
import { StartAssessmentPage } from "./start-assessment";

vi.mock("../../../lib/api-client", async (importOriginal) => ({
  ...(await importOriginal<object>()),
  apiClient: { get: vi.fn() },
}));
const get = vi.mocked(apiClient.get);

afterEach(() => get.mockReset());

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
    expect(alert).toHaveTextContent("Assessment result not found");
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
});
