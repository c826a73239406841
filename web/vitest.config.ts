import { defineConfig } from "vitest/config";

// Component tests in jsdom. Kept apart from vite.config.ts because vitest brings its own Vite major,
// whose config types differ from the one that builds the app.
export default defineConfig({
  test: {
    name: "web",
    environment: "jsdom",
    include: ["src/**/*.test.{ts,tsx}"],
    setupFiles: ["./src/testing/setup.ts"],
    // Above the 5 s that findBy* may wait (testing/setup.ts), so a slow lazy import fails as a missing element, not a timeout.
    testTimeout: 15_000,
  },
});
