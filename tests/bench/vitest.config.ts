import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// `npm run bench`: the school-scale figures of docs/performance.md, on the running emulator suite.
// Not part of `npm test`; the API tests keep the correctness of each piece.
export default defineConfig({
  root: fileURLToPath(new URL("../..", import.meta.url)),
  test: {
    name: "bench",
    environment: "node",
    include: ["tests/bench/**/*.run.ts"],
    testTimeout: 900_000,
    hookTimeout: 300_000,
    fileParallelism: false,
  },
});
