// `node scripts/test-app-check.mjs`: the API with App Check enforced, on a fresh emulator suite. App Check
// tokens cannot be verified offline, so a key pair is made here: the function verifies with its public
// key (APP_CHECK_LOCAL_PUBLIC_KEY, the same checks as the Admin SDK's), and the tests sign with its
// private key (APP_CHECK_TEST_PRIVATE_KEY). Run by `npm test` after the main suites (which run with App
// Check off, as `npm start` does).
import { generateKeyPairSync } from "node:crypto";
import { execOnFreshStack } from "./stack.mjs";

const { privateKey, publicKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
Object.assign(process.env, {
  APP_CHECK: "enforce",
  APP_CHECK_LOCAL_PUBLIC_KEY: publicKey.export({ type: "spki", format: "pem" }).toString(),
  APP_CHECK_PROJECT_NUMBER: "123456789012",
  APP_CHECK_APP_IDS: "1:123456789012:web:readbright",
  APP_CHECK_TEST_PRIVATE_KEY: privateKey.export({ type: "pkcs8", format: "pem" }).toString(),
});
await execOnFreshStack("npx vitest run --config tests/app-check/vitest.config.ts");
