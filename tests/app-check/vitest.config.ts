import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// App Check on the emulators (scripts/test-app-check.mjs starts a suite with App Check enforced and a
// local signing key): the API refuses what does not come from the app.
export default defineConfig({
  root: fileURLToPath(new URL("../..", import.meta.url)),
  test: {
    name: "app-check",
    environment: "node",
    include: ["tests/app-check/**/*.test.ts"],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    fileParallelism: false,
  },
});
