import { describe, expect, it, vi } from "vitest";
import { endpoint } from "@readbright/domain/api/endpoint";
import type { AnswerResponse } from "@readbright/domain/api/answers";
import { answerResponse } from "@readbright/domain/api/responses/answers";
import { userResponse } from "@readbright/domain/api/responses/user";
import type { UserResponse } from "@readbright/domain/api/user";
import { createApp } from "./app";
import { route } from "./define-route";
import { responseChecksOn } from "./response-check";
import { callApp } from "../../test-support/fake-http";

vi.mock("firebase-functions/logger", () => ({ logger: { error: vi.fn(), info: vi.fn(), warn: vi.fn() } }));

const getUser = endpoint<UserResponse>()({ method: "GET", path: "/api/user/", auth: "none" });
const answer = endpoint<AnswerResponse>()({ method: "GET", path: "/api/answer/", auth: "none" });

// What a slip in a service could hand the handler: the types fit, but a token rides along; and a device's
// answer carrying the answer key.
const leaky = { uid: "u1", email: null, email_verified: true, id_token: "secret" } as UserResponse;
const keyed = { question_id: 3, assessment_result_id: "r1", option_ids: ["o1"], answer_text: null, section_type: "memory", correct_option_ids: ["o2"] } as AnswerResponse;

function appChecking(checkResponses: boolean) {
  return createApp(
    [
      route(getUser, async (_ctx, res) => res.send(leaky), { response: userResponse }),
      route(answer, async (_ctx, res) => res.status(201).send(keyed), { response: answerResponse }),
    ],
    null,
    checkResponses,
  );
}

async function call(app: ReturnType<typeof createApp>, path: string) {
  const { status, body } = await callApp(app, { method: "GET", path });
  return { status, body };
}

describe("the response check", () => {
  it("answers 500 naming the field when an answer does not fit its contract, in development and tests", async () => {
    expect(await call(appChecking(true), "/api/user/")).toEqual({ status: 500, body: { error: "The answer of GET /api/user/ does not fit its contract: the answer has fields its contract does not name: id_token" } });
    const answered = await call(appChecking(true), "/api/answer/");
    expect(answered.status).toBe(500);
    expect(answered.body).toEqual({ error: expect.stringContaining("correct_option_ids") });
  });

  it("lets the same answer through untouched with the check off, as in production", async () => {
    expect(await call(appChecking(false), "/api/user/")).toEqual({ status: 200, body: leaky });
    expect(await call(appChecking(false), "/api/answer/")).toEqual({ status: 201, body: keyed });
  });

  it("passes an answer that fits", async () => {
    const fits = createApp([route(getUser, async (_ctx, res) => res.send({ uid: "u1", email: "a@example.com", email_verified: false }), { response: userResponse })], null, true);
    expect(await call(fits, "/api/user/")).toEqual({ status: 200, body: { uid: "u1", email: "a@example.com", email_verified: false } });
  });

  it("is on in the Functions emulator and under vitest, off when deployed", () => {
    expect(responseChecksOn({ FUNCTIONS_EMULATOR: "true" })).toBe(true);
    expect(responseChecksOn({ VITEST: "true" })).toBe(true);
    expect(responseChecksOn({ K_SERVICE: "api", FUNCTION_TARGET: "api" })).toBe(false);
    expect(responseChecksOn()).toBe(true);
  });

  it("is off in the emulator when the bench asks for production's path", () => {
    expect(responseChecksOn({ FUNCTIONS_EMULATOR: "true", RESPONSE_CHECKS: "off" })).toBe(false);
  });
});
