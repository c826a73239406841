// The dashboard rendered as the app shows it, over a mocked API client (the test file mocks
// lib/api-client), with what the tests read: the list's names, the meter's buttons, how it navigated.
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useNavigationType } from "react-router-dom";
import { expect, vi } from "vitest";
import type { Participant } from "@readbright/domain/participant-schemas";
import type { Profile } from "@readbright/domain/profile";
import { apiClient } from "../../../lib/api-client";
import { signedInAuth } from "../../../testing/auth";
import { FreshCache, fakeProfile } from "../../../testing/profile";
import { renderWithProviders } from "../../../testing/render";
import type { ResultResponse } from "@readbright/domain/api/assessment-results";
import type { ResultListItem } from "@readbright/domain/api/assessment-results";
import { DashboardPage } from "../routes/dashboard";
import { fakeResult } from "../../../testing/factories";

export interface DashboardData {
  participants: Participant[];
  results: ResultListItem[];
  details?: ResultResponse[];
}

/** How the page got to its address: a Back (POP) returns to the list's history entry, and its scroll place. */
function NavigationType() {
  return <p>Last navigation: {useNavigationType()}</p>;
}

export function renderDashboard(profile: Profile, { participants, results, details = [] }: DashboardData, route = "/dashboard") {
  vi.mocked(apiClient.get).mockImplementation(async (path: string) => {
    if (path === "/profile/") return profile as never;
    if (path === "/participants/") return participants as never;
    if (path === "/assessment-results/") return results as never;
    const detail = details.find((d) => path === `/get-assessment-result-by-id/${d.id}/`);
    if (detail) return detail as never;
    throw new Error(`unexpected GET ${path}`);
  });
  const user = userEvent.setup();
  renderWithProviders(
    <FreshCache>
      <DashboardPage />
      <NavigationType />
    </FreshCache>,
    { route, path: "/dashboard", auth: signedInAuth() },
  );
  return user;
}

export const school = fakeProfile({ user_type: "school", user_subtype: "school_admin", school: "s1" });
export const parent = fakeProfile({ user_type: "parent", user_subtype: "parent" });
export const professional = fakeProfile({ user_type: "organization", user_subtype: "organization_admin", professional: "dyslexia_professional" });

export const completed = (id: string, p: Participant, risk_level: "low" | "medium" | "high") =>
  fakeResult({ id, participant_id: p.id, participant: { id: p.id, name: p.name, grade: p.grade, section: p.section }, risk_level });

export const listedNames = () =>
  within(screen.getByRole("table", { name: "Participants" }))
    .queryAllByRole("button")
    .map((button) => button.textContent);

export async function waitForList() {
  await waitFor(() => expect(listedNames().length).toBeGreaterThan(0));
}
