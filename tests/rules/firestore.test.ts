import { readFileSync } from "node:fs";
import { assertFails, assertSucceeds, initializeTestEnvironment } from "@firebase/rules-unit-testing";
import type { RulesTestEnvironment } from "@firebase/rules-unit-testing";
import { doc, getDoc, setDoc } from "firebase/firestore";
import { afterAll, beforeAll, beforeEach, describe, it } from "vitest";

const [host, port] = (process.env.FIRESTORE_EMULATOR_HOST ?? "127.0.0.1:8080").split(":");
let env: RulesTestEnvironment;

beforeAll(async () => {
  env = await initializeTestEnvironment({
    projectId: process.env.GCLOUD_PROJECT ?? "demo-readbright",
    firestore: { rules: readFileSync("firestore.rules", "utf8"), host, port: Number(port) },
  });
});
afterAll(() => env.cleanup());
beforeEach(async () => {
  await env.clearFirestore();
  await env.withSecurityRulesDisabled(async (ctx) => {
    await setDoc(doc(ctx.firestore(), "profiles/alice"), { first_name: "Alice" });
  });
});

describe("firestore.rules", () => {
  it("lets the server (rules disabled) read what it wrote", async () => {
    await env.withSecurityRulesDisabled(async (ctx) => {
      await assertSucceeds(getDoc(doc(ctx.firestore(), "profiles/alice")));
    });
  });

  it("refuses a signed-in client writing a document, even its own profile", async () => {
    const alice = env.authenticatedContext("alice", { email_verified: true }).firestore();
    await assertFails(setDoc(doc(alice, "profiles/alice"), { first_name: "Mallory" }));
  });

  it("refuses a signed-out client writing anywhere", async () => {
    const visitor = env.unauthenticatedContext().firestore();
    await assertFails(setDoc(doc(visitor, "profiles/bob"), { first_name: "Bob" }));
  });
});
