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
import { getResult, listResults } from "@readbright/domain/api/assessment-results";
import type { ResultResponse } from "@readbright/domain/api/assessment-results";
import { getParticipant, getParticipantsSummary, listParticipants } from "@readbright/domain/api/participants";
import { getProfile } from "@readbright/domain/api/profile";
import type { ResultListItem } from "@readbright/domain/api/assessment-results";
import { DashboardPage } from "../routes/dashboard";
import { fakeResult } from "../../../testing/factories";
import { completedScreenings, participantRiskFields } from "@readbright/domain/progress";
import type { TestLanguage } from "@readbright/domain/test-language";
import type { ParticipantsSummary, ParticipantWithResults } from "@readbright/domain/api/participants";
import type { Page } from "@readbright/domain/api/paging";
import { ApiError } from "../../../lib/api-client";
import { getOwnEvidence } from "@readbright/domain/api/evidence-mine";
import type { OwnEvidenceResponse } from "@readbright/domain/api/evidence-mine";

export interface DashboardData {
  participants: Participant[];
  results: ResultListItem[];
  details?: ResultResponse[];
  /** GET /api/evidence/mine/'s answer, for the accounts that ask for it. */
  ownEvidence?: OwnEvidenceResponse;
}

/** How the page got to its address: a Back (POP) returns to the list's history entry, and its scroll place. */
function NavigationType() {
  return <p>Last navigation: {useNavigationType()}</p>;
}

type Query = Record<string, string | number | boolean | undefined | null>;

/** The participants a query names, as the server filters them: grade, section, and each one's latest completed level. */
export function matching(data: DashboardData, query: Query): Participant[] {
  const riskOf = (p: Participant) => participantRiskFields(data.results.filter((r) => r.participant_id === p.id)).latest_risk_level;
  return data.participants.filter(
    (p) => (!query.grade || p.grade === query.grade) && (!query.section || p.section === query.section) && (!query.risk || riskOf(p) === query.risk),
  );
}

/** GET /api/participants/?limit=: pages by name, each participant with their tests (docs/decisions/0024). */
export function participantPage(data: DashboardData, query: Query): Page<ParticipantWithResults> {
  const all = [...matching(data, query)].sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id));
  const start = query.cursor ? Number(query.cursor) : 0;
  const items = all.slice(start, start + Number(query.limit)).map((p) => ({ ...p, results: data.results.filter((r) => r.participant_id === p.id) }));
  const next = start + items.length;
  return { items, next_cursor: next < all.length ? String(next) : null, total: all.length };
}

/** GET /api/participants/summary/: the meter, the moves and the filters' options, as the server counts them. */
export function summary(data: DashboardData, query: Query): ParticipantsSummary {
  const fields = matching(data, { grade: query.grade, section: query.section }).map((p) => {
    const results = data.results.filter((r) => r.participant_id === p.id);
    return { ...participantRiskFields(results), language: completedScreenings(results).at(-1)?.language ?? "en" };
  });
  const byLanguage = (language: TestLanguage) => {
    const inLanguage = fields.filter((f) => f.language === language);
    return { low: inLanguage.filter((f) => f.latest_risk_level === "low").length, medium: inLanguage.filter((f) => f.latest_risk_level === "medium").length, high: inLanguage.filter((f) => f.latest_risk_level === "high").length };
  };
  const count = <K extends "latest_risk_level" | "risk_move">(key: K, value: string) => fields.filter((f) => f[key] === value).length;
  const distinct = (key: "grade" | "section") =>
    [...new Set(data.participants.map((p) => p[key]).filter((v): v is string => Boolean(v)))].sort((a, b) => a.localeCompare(b, undefined, { numeric: true }));
  const [higher, lower, unchanged] = [count("risk_move", "higher"), count("risk_move", "lower"), count("risk_move", "same")];
  return {
    total: fields.length,
    risk_counts: { low: count("latest_risk_level", "low"), medium: count("latest_risk_level", "medium"), high: count("latest_risk_level", "high") },
    risk_counts_by_language: { en: byLanguage("en"), es: byLanguage("es") },
    movement: { higher, lower, unchanged, compared: higher + lower + unchanged },
    grades: distinct("grade"),
    sections: distinct("section"),
    // The whole scope's, whatever the filters (decision 25).
    pending_reviews: data.results.filter((r) => r.pending_reviews > 0).length,
  };
}

/** GET /api/assessment-results/?pending_review=true: the tests waiting for review, oldest first (by when they began). */
function pendingReviews(data: DashboardData, query: Query): ResultListItem[] | Page<ResultListItem> {
  const began = (r: ResultListItem) => r.started_at ?? r.created_at;
  const all = data.results.filter((r) => r.pending_reviews > 0 && (!query.participant_id || r.participant_id === query.participant_id)).sort((a, b) => began(a).localeCompare(began(b)) || a.id.localeCompare(b.id));
  if (!query.limit) return all;
  const start = query.cursor ? Number(query.cursor) : 0;
  const items = all.slice(start, start + Number(query.limit));
  const next = start + items.length;
  return { items, next_cursor: next < all.length ? String(next) : null, total: all.length };
}

/** The GETs of every result in scope (no participant, no filter): what a large school's dashboard must not ask for. */
export function wholeResultsReads(): number {
  return vi.mocked(apiClient.get).mock.calls.filter(([path, options]) => {
    const query = (options as { query?: Query } | undefined)?.query ?? {};
    return path === listResults.href() && !query.participant_id && !query.pending_review;
  }).length;
}

/** The API the dashboard reads, answered from `data` as the server would. */
export function mockDashboardApi(profile: Profile, data: DashboardData) {
  vi.mocked(apiClient.get).mockImplementation(async (path: string, options?: { query?: Query }) => {
    const query = options?.query ?? {};
    if (path === getProfile.href()) return profile as never;
    if (path === listParticipants.href()) return (query.limit ? participantPage(data, query) : data.participants) as never;
    if (path === getParticipantsSummary.href()) return summary(data, query) as never;
    const one = data.participants.find((p) => path === getParticipant.href({ id: p.id }));
    if (one) return one as never;
    if (path.startsWith(listParticipants.href())) throw new ApiError(404, "Participant not found");
    if (path === listResults.href() && query.pending_review === true) return pendingReviews(data, query) as never;
    if (path === listResults.href()) return (query.participant_id ? data.results.filter((r) => r.participant_id === query.participant_id) : data.results) as never;
    const detail = (data.details ?? []).find((d) => path === getResult.href({ id: d.id }));
    if (detail) return detail as never;
    if (path === getOwnEvidence.href() && data.ownEvidence) return data.ownEvidence as never;
    throw new Error(`unexpected GET ${path}`);
  });
}

export function renderDashboard(profile: Profile, data: DashboardData, route = "/dashboard") {
  mockDashboardApi(profile, data);
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

/** The dashboard's list: named in the account's words (Students, Children, Clients). */
export const peopleTable = () => screen.getByRole("table", { name: /^(Students|Children|Clients|Participants)$/ });

/** The names the list shows (each opens the person; a row's other buttons are actions). */
export const listedNames = () =>
  within(peopleTable())
    .queryAllByRole("button")
    .filter((button) => button.classList.contains("link-button"))
    .map((button) => button.textContent);

export async function waitForList() {
  await waitFor(() => expect(listedNames().length).toBeGreaterThan(0));
}
