import { defineConfig } from "vitest/config";

// Unit and component tests. API, rules and e2e tests need the emulators: see scripts/test.mjs.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "unit",
          environment: "node",
          include: ["domain/src/**/*.test.ts", "functions/src/**/*.test.ts", "functions/tools/**/*.test.ts", "scripts/**/*.test.mjs"],
        },
      },
      "web/vitest.config.ts",
    ],
  },
});
