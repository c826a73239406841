import { describe, expect, it, vi } from "vitest";
import { endpoint } from "@readbright/domain/api/endpoint";
import { HttpError } from "../core/http-error";
import { callerAfterBody } from "./device-caller";

vi.mock("./auth", () => ({
  requireVerifiedEmail: vi.fn(async () => {
    throw new HttpError(403, "Please verify your email address");
  }),
}));

const speech = endpoint<void>()({ method: "POST", path: "/api/speak/", auth: "optional", unverifiedAsDevice: "assessment_result_id" });
const plain = endpoint<void>()({ method: "POST", path: "/api/plain/", auth: "optional" });
const unverified = { uid: "u1", email: "a@example.com", emailVerified: false };
const verified = { ...unverified, emailVerified: true };

describe("callerAfterBody", () => {
  it("lets a verified account and a signed-out device through as they are", async () => {
    expect(await callerAfterBody(speech, { user: verified, clientIp: "1.2.3.4" }, {})).toEqual({ user: verified, clientIp: "1.2.3.4" });
    expect(await callerAfterBody(speech, { user: null, clientIp: "1.2.3.4" }, { assessment_result_id: "r1" })).toEqual({ user: null, clientIp: "1.2.3.4" });
  });

  it("turns an unverified account naming a result into that result's device", async () => {
    expect(await callerAfterBody(speech, { user: unverified, clientIp: "1.2.3.4" }, { assessment_result_id: "r1", question_id: 3 })).toEqual({ user: null, clientIp: "1.2.3.4" });
  });

  it("refuses an unverified account naming no result as a verified route does", async () => {
    await expect(callerAfterBody(speech, { user: unverified, clientIp: null }, { text: "Hello" })).rejects.toMatchObject({ status: 403 });
  });

  it("changes nothing on a route whose contract does not ask for it", async () => {
    expect(await callerAfterBody(plain, { user: unverified, clientIp: null }, { text: "Hello" })).toEqual({ user: unverified, clientIp: null });
  });
});
