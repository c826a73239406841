import { describe, expect, it } from "vitest";
import { ERRORS } from "@readbright/domain/messages";
import { apiJson } from "../fixtures/api";
import { createUser } from "../fixtures/users";

describe("GET /api/user/", () => {
  it("refuses a request without a token", async () => {
    expect(await apiJson("/api/user/")).toEqual({ status: 401, body: { error: ERRORS.unauthenticated } });
  });
  it("refuses a garbage token", async () => {
    expect(await apiJson("/api/user/", { token: "not-a-real-token" })).toEqual({ status: 401, body: { error: ERRORS.unauthenticated } });
  });
  it("describes the signed-in user", async () => {
    const user = await createUser({ verified: false });
    expect(await apiJson("/api/user/", { token: user.idToken })).toEqual({
      status: 200,
      body: { uid: user.uid, email: user.email, email_verified: false },
    });
  });
  it("reports a verified email", async () => {
    const user = await createUser({ verified: true });
    expect((await apiJson("/api/user", { token: user.idToken })).body).toMatchObject({ email_verified: true });
  });
});
