import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// API tests: they call the running emulator suite (Hosting -> function -> Firestore/Storage/Auth).
export default defineConfig({
  root: fileURLToPath(new URL("..", import.meta.url)),
  test: {
    name: "api",
    environment: "node",
    include: ["tests/api/**/*.test.ts"],
    // The first request cold-starts the function in the emulator.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    fileParallelism: false,
  },
});
