// Idempotency-Key on the routes that create participants: a retry with the same key creates
// nothing twice and gets the first answer again; the key is the caller's own.
import { describe, expect, it } from "vitest";
import { IDEMPOTENCY_MESSAGES } from "@readbright/domain/idempotency";
import { adminDb } from "../fixtures/admin";
import { api, apiJson } from "../fixtures/api";
import { csvFile, storedParticipantsOf, uploadCsv } from "../fixtures/csv-upload";
import { CHILD, parent } from "../fixtures/participant-accounts";
import type { TestUser } from "../fixtures/users";

let counter = 0;
const newKey = () => `test-key-${Date.now()}-${(counter += 1)}-abcdef`;

function register(user: TestUser, key: string | undefined, json: unknown = CHILD) {
  return api("/api/participants/", { token: user.idToken, json, headers: key ? { "Idempotency-Key": key } : {} });
}

describe("Idempotency-Key", () => {
  it("registers a participant once for a request sent twice, and answers the retry with the first answer", async () => {
    const user = await parent();
    const key = newKey();

    const first = await register(user, key);
    const retry = await register(user, key);

    expect(first.status).toBe(201);
    expect(retry.status).toBe(201);
    expect(retry.headers.get("idempotent-replayed")).toBe("true");
    const body = await first.json();
    expect(await retry.json()).toEqual(body);
    expect(await storedParticipantsOf(user.uid)).toHaveLength(1);

    // Without a key (or with another), each request is a new participant, as before.
    expect((await register(user, undefined)).status).toBe(201);
    expect((await register(user, newKey())).status).toBe(201);
    expect(await storedParticipantsOf(user.uid)).toHaveLength(3);
  });

  it("forgets the stored answer, with the child's details, when the participant is deleted", async () => {
    const user = await parent();
    const key = newKey();
    const first = await register(user, key);
    const { id } = (await first.json()) as { id: string };
    const stored = () => adminDb().collection("idempotency_keys").where("resource_id", "==", id).get();
    expect((await stored()).size).toBe(1);

    expect((await api(`/api/participants/${id}`, { method: "DELETE", token: user.idToken })).status).toBe(204);

    expect((await stored()).size).toBe(0);
    const all = await adminDb().collection("idempotency_keys").where("uid", "==", user.uid).get();
    expect(all.docs.map((doc) => JSON.stringify(doc.data())).join("")).not.toContain(CHILD.name);
  });

  it("creates one participant when ten requests with one key arrive together", async () => {
    const user = await parent();
    const key = newKey();

    const responses = await Promise.all(Array.from({ length: 10 }, () => register(user, key)));

    const statuses = responses.map((r) => r.status);
    expect(statuses).toContain(201);
    expect(statuses.every((status) => status === 201 || status === 409)).toBe(true);
    for (const response of responses.filter((r) => r.status === 409)) {
      expect(await response.json()).toEqual({ error: IDEMPOTENCY_MESSAGES.inProgress });
      expect(response.headers.get("retry-after")).toBe("2");
    }
    expect(await storedParticipantsOf(user.uid)).toHaveLength(1);
  });

  it("refuses a key sent again with a different request, and a malformed key, creating nothing", async () => {
    const user = await parent();
    const key = newKey();
    expect((await register(user, key)).status).toBe(201);

    const other = await apiJson("/api/participants/", { token: user.idToken, json: { ...CHILD, name: "Someone Else" }, headers: { "Idempotency-Key": key } });
    expect(other).toEqual({ status: 422, body: { error: IDEMPOTENCY_MESSAGES.reused } });
    for (const bad of ["short", "x".repeat(129), "../../participants/abcdefghijklmnop"]) {
      const refused = await apiJson("/api/participants/", { token: user.idToken, json: CHILD, headers: { "Idempotency-Key": bad } });
      expect(refused).toEqual({ status: 400, body: { error: IDEMPOTENCY_MESSAGES.invalidKey } });
    }
    expect(await storedParticipantsOf(user.uid)).toHaveLength(1);
  });

  it("keeps one account's key from answering another's request", async () => {
    const [ann, ben] = await Promise.all([parent(), parent()]);
    const key = newKey();
    const first = await register(ann, key);
    const second = await register(ben, key);
    expect(second.status).toBe(201);
    expect(second.headers.get("idempotent-replayed")).toBeNull();
    expect(((await second.json()) as { id: string }).id).not.toBe(((await first.json()) as { id: string }).id);
    expect(await storedParticipantsOf(ben.uid)).toHaveLength(1);
  });

  it("adds a CSV's students once when the upload is retried, and lets a refused upload be fixed and sent with its key", async () => {
    const user = await parent();
    const key = newKey();
    const file = csvFile(["Ann Berg,03/01/2017,Female,4,B,,", "Ben Berg,04/02/2016,Male,5,A,,"]);

    expect(await uploadCsv(user, file, { headers: { "Idempotency-Key": key } })).toEqual({ status: 201, body: { created: 2 } });
    expect(await uploadCsv(user, file, { headers: { "Idempotency-Key": key } })).toEqual({ status: 201, body: { created: 2 } });
    expect(await storedParticipantsOf(user.uid)).toHaveLength(2);

    // A refusal keeps nothing: the same key then carries the corrected file.
    const fixKey = newKey();
    const bad = await uploadCsv(user, csvFile(["Cal Berg,31/31/2017,Female,4,B,,"]), { headers: { "Idempotency-Key": fixKey } });
    expect(bad.status).toBe(400);
    expect(await uploadCsv(user, csvFile(["Cal Berg,03/01/2017,Female,4,B,,"]), { headers: { "Idempotency-Key": fixKey } })).toEqual({ status: 201, body: { created: 1 } });
    expect(await storedParticipantsOf(user.uid)).toHaveLength(3);
  });
});
