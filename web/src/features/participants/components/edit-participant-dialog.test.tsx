import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { PARTICIPANT_ERRORS } from "@readbright/domain/api/participants";
import { fakeParticipant } from "../../../testing/factories";
import { fakeProfile, renderSignedInPage } from "../../../testing/profile";
import { mockedApiCalls } from "../../../testing/mock-api-client";
import { EditParticipantDialog } from "./edit-participant-dialog";

vi.mock("../../../lib/api-client", () => import("../../../testing/mock-api-client"));
const { get, patch } = mockedApiCalls();

function renderDialog(participant: ReturnType<typeof fakeParticipant>, userType: "parent" | "individual") {
  get.mockImplementation(async (path: string) => {
    if (path === "/profile/") return fakeProfile({ user_type: userType, user_subtype: userType });
    throw new Error(`unexpected GET ${path}`);
  });
  return renderSignedInPage(<EditParticipantDialog participant={participant} onClose={() => {}} />, "/participants");
}

describe("Edit details", () => {
  it("sends a child's corrected name with the rest of their details", async () => {
    const child = fakeParticipant({ id: "p1", name: "Mia Stone" });
    patch.mockResolvedValue({ ...child, name: "Mia Stoner" });
    const user = renderDialog(child, "parent");
    await user.clear(screen.getByLabelText("Full Name"));
    await user.type(screen.getByLabelText("Full Name"), "Mia Stoner");
    await user.click(screen.getByRole("button", { name: "Save details" }));
    await vi.waitFor(() => expect(patch).toHaveBeenCalledOnce());
    expect(patch.mock.calls[0]?.[1]).toMatchObject({ name: "Mia Stoner", gender: "female", date_of_birth: "2016-05-01" });
  });

  it("leaves an individual's own name, gender and date of birth to Settings: not shown, not sent", async () => {
    const self = fakeParticipant({ id: "me", name: "Ivy Reed", student_code: null });
    patch.mockResolvedValue({ ...self, history: "Late reader" });
    const user = renderDialog(self, "individual");
    expect(await screen.findByText(`${PARTICIPANT_ERRORS.selfFromProfile}.`)).toBeInTheDocument();
    expect(screen.queryByLabelText("Full Name")).not.toBeInTheDocument();
    expect(screen.queryByLabelText("Date of Birth")).not.toBeInTheDocument();
    await user.type(screen.getByLabelText("History"), "Late reader");
    await user.click(screen.getByRole("button", { name: "Save details" }));
    await vi.waitFor(() => expect(patch).toHaveBeenCalledOnce());
    const sent = patch.mock.calls[0]?.[1] as Record<string, unknown>;
    expect(sent).toMatchObject({ history: "Late reader" });
    expect(sent).not.toHaveProperty("name");
    expect(sent).not.toHaveProperty("gender");
    expect(sent).not.toHaveProperty("date_of_birth");
  });
});
