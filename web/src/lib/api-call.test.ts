import { afterEach, beforeEach, describe, expect, expectTypeOf, it, vi } from "vitest";
import { answerRecordingQuestion } from "@readbright/domain/api/answers";
import type { AnswerResponse } from "@readbright/domain/api/answers";
import { getResult, listResults } from "@readbright/domain/api/assessment-results";
import { deleteAccount, exportProfileData, setProfileType } from "@readbright/domain/api/profile";
import { inviteSubUser } from "@readbright/domain/api/subusers";
import type { Profile } from "@readbright/domain/profile";
import { getRecording } from "@readbright/domain/api/recordings";
import { openTestForStudentCode } from "@readbright/domain/api/student-codes";
import { ERRORS } from "@readbright/domain/messages";
import { createCall } from "./api-call";
import { ApiError, createApiClient } from "./api-client";

const fetchMock = vi.fn<typeof fetch>();

function lastRequest() {
  const [url, init = {}] = fetchMock.mock.lastCall ?? [];
  return { url: String(url), method: init.method, body: init.body, headers: new Headers(init.headers) };
}

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { "Content-Type": "application/json" } });

let token: string | null = "id-token-1";
const call = createCall(createApiClient({ getToken: async () => token }));

beforeEach(() => {
  token = "id-token-1";
  vi.stubGlobal("fetch", fetchMock);
});

afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

describe("call", () => {
  it("takes the method and the address from the contract, its params filled in", async () => {
    fetchMock.mockResolvedValue(json({ assessment_result_id: "r1" }));

    const answer = await call(openTestForStudentCode, { params: { code: "AB 12/CD" } });

    expect(answer).toEqual({ assessment_result_id: "r1" });
    expectTypeOf(answer).toEqualTypeOf<{ assessment_result_id: string }>();
    expect(lastRequest()).toMatchObject({ url: "/api/student-codes/AB%2012%2FCD/", method: "GET", body: undefined });
  });

  it("sends the query, leaving out what is undefined", async () => {
    fetchMock.mockResolvedValue(json([]));

    await call(listResults, { query: { participant_id: "p1", pending_review: true, cursor: undefined } });

    expect(lastRequest()).toMatchObject({ url: "/api/assessment-results/?participant_id=p1&pending_review=true", method: "GET" });
  });

  it("sends the body as JSON with the contract's method", async () => {
    fetchMock.mockResolvedValue(json({ first_name: "Ada" }));
    const mapping = { user_type: "parent", user_subtype: "parent", professional: null } as const;

    const saved = await call(setProfileType, { body: mapping });

    expectTypeOf(saved).toEqualTypeOf<Profile>();
    const sent = lastRequest();
    expect(sent).toMatchObject({ url: "/api/profile/set-type/", method: "POST", body: JSON.stringify(mapping) });
    expect(sent.headers.get("Content-Type")).toBe("application/json");
  });

  it("sends a DELETE's body too (the account's confirmation)", async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));

    await call(deleteAccount, { body: { confirm_email: "ada@example.com" } });

    expect(lastRequest()).toMatchObject({ url: "/api/profile/", method: "DELETE", body: JSON.stringify({ confirm_email: "ada@example.com" }) });
  });

  it("sends a multipart contract's form as it is, with its query", async () => {
    fetchMock.mockResolvedValue(json({ question_id: 3 }));
    const form = new FormData();
    form.set("question_id", "3");

    const answer = await call(answerRecordingQuestion, { query: { assessment_result_id: "r1" }, body: form });

    expectTypeOf(answer).toEqualTypeOf<AnswerResponse>();
    expect(lastRequest()).toMatchObject({ url: "/api/answer-recording-question/?assessment_result_id=r1", method: "POST", body: form });
  });

  it("refuses a form for a contract that takes JSON", () => {
    expect(() => call(inviteSubUser, { body: new FormData() })).toThrow(TypeError);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("reads a contract that answers bytes as a Blob", async () => {
    fetchMock.mockResolvedValue(new Response("RIFF", { status: 200, headers: { "Content-Type": "audio/wav" } }));

    const audio = await call(getRecording, { params: { id: "r1", question_id: 311 } }, { responseType: "blob" });

    expectTypeOf(audio).toEqualTypeOf<Blob>();
    expect(audio.type).toBe("audio/wav");
    expect(await audio.text()).toBe("RIFF");
    expect(lastRequest()).toMatchObject({ url: "/api/assessment-results/r1/recordings/311/", method: "GET" });
    expect(lastRequest().headers.get("Accept")).toBe("*/*");
    // Types only, never run: a bytes contract must be read as a Blob.
    // @ts-expect-error -- no responseType: "blob"
    const unread = () => call(exportProfileData, {});
    expect(unread).toBeTypeOf("function");
  });

  it("fails with 401, calling no server, when a contract needs sign-in and nobody is signed in", async () => {
    token = null;

    await expect(call(inviteSubUser, { body: { email: "grace@example.com" } })).rejects.toEqual(new ApiError(401, ERRORS.unauthenticated));
    await expect(call(getResult, { params: { id: "r1" } }, { requireSignIn: true })).rejects.toMatchObject({ status: 401 });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("calls a contract open to anyone when nobody is signed in", async () => {
    token = null;
    fetchMock.mockResolvedValue(json({ id: "r1" }));

    await call(getResult, { params: { id: "r1" } });

    expect(lastRequest()).toMatchObject({ url: "/api/get-assessment-result-by-id/r1/", method: "GET" });
    expect(lastRequest().headers.has("Authorization")).toBe(false);
  });
});
