import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError, apiClient } from "../../../lib/api-client";
import { clickWhenEnabled } from "../../../testing/profile";
import { renderWithProviders } from "../../../testing/render";
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
