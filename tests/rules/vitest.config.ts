import { defineConfig } from "vitest/config";

// Security-rules tests: they need the Firestore and Storage emulators (npm test starts them).
export default defineConfig({
  test: {
    name: "rules",
    environment: "node",
    include: ["tests/rules/**/*.test.ts"],
    testTimeout: 30_000,
    hookTimeout: 30_000,
    fileParallelism: false,
  },
});
