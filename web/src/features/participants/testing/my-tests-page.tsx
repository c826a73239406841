// My Tests rendered as the app shows it, over a mocked API client (the test file mocks
// lib/api-client): the server's lists, and starting a test or deleting one changing them as the API would.
import { afterEach, vi } from "vitest";
import type { Participant } from "@readbright/domain/participant-schemas";
import type { Profile } from "@readbright/domain/profile";
import { apiClient } from "../../../lib/api-client";
import { fakeProfile, renderSignedInPage } from "../../../testing/profile";
import type { ResultListItem } from "@readbright/domain/api/assessment-results";
import { MyTestsPage } from "../routes/my-tests";
import { fakeParticipant, fakeResult } from "../../../testing/factories";
import { matching, participantPage, summary } from "./dashboard-page";

type Query = Record<string, string | number | boolean | undefined | null>;

export const PARENT = fakeProfile({ user_type: "parent", user_subtype: "parent" });
export const SCHOOL_ADMIN = fakeProfile({ user_type: "school", user_subtype: "school_admin", school: "s1" });

/** Each test's spies, and the object-URL stubs a CSV download test sets, undone after it. */
export function restoreAfterEachTest(): void {
  afterEach(() => {
    vi.restoreAllMocks();
    Reflect.deleteProperty(URL, "createObjectURL");
    Reflect.deleteProperty(URL, "revokeObjectURL");
  });
}

export function renderMyTestsPage(profile: Profile, results: ResultListItem[] | Error | Promise<never>, people: Participant[] = [fakeParticipant()]) {
  // The server's copy: starting a test changes it, never the caller's array.
  const participants = [...people];
  let current = results;
  const get = vi.mocked(apiClient.get);
  const post = vi.mocked(apiClient.post);
  const del = vi.mocked(apiClient.delete);
  // Start class: each student named gets a test ready.
  post.mockImplementation(async (_path: string, input: unknown) => {
    const { participant_ids } = input as { participant_ids: string[] };
    const students = participant_ids.map((participant_id) => {
      const student = participants.find((p) => p.id === participant_id) as Participant;
      const created = fakeResult({ id: `r-${student.id}`, status: "not_started", risk_level: null, language: "en", started_at: null, completed_at: null, participant_id, participant: { id: student.id, name: student.name, grade: student.grade, section: student.section } });
      if (Array.isArray(current)) current = [...current, created];
      participants[participants.indexOf(student)] = { ...student, latest_result: { id: created.id, status: "not_started", risk_level: null, language: "en", started_at: null, completed_at: null } };
      return { participant_id, name: student.name, outcome: "created", result_id: created.id };
    });
    return { created: students.length, open: 0, refused: 0, students } as never;
  });
  // The server's lists as it answers them: pages of participants with their tests, the class's counts.
  const data = () => ({ participants, results: Array.isArray(current) ? current : [] });
  get.mockImplementation(async (path: string, options?: { query?: Query }) => {
    const query = options?.query ?? {};
    if (path === "/profile/") return profile as never;
    if (path === "/participants/" && query.limit) {
      if (current instanceof Error) throw current;
      return (Array.isArray(current) ? participantPage(data(), query) : current) as never;
    }
    if (path === "/participants/") return matching(data(), query) as never;
    // The class list's own route (logged in the school's activity): the same students as the list.
    if (path === "/participants/class-list/") return matching(data(), query) as never;
    if (path === "/participants/summary/") return summary(data(), query) as never;
    if (path === "/assessments/by-age/") return { id: "age-8-10-v1" } as never;
    if (path === "/assessment-results/") {
      if (current instanceof Error) throw current;
      return (Array.isArray(current) ? [...current] : current) as never;
    }
    throw new Error(`unexpected GET ${path}`);
  });
  del.mockImplementation(async () => {
    current = [];
    return undefined as never;
  });
  const user = renderSignedInPage(<MyTestsPage />, "/dashboard/my-tests");
  return user;
}
