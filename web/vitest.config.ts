import { fileURLToPath } from "node:url";
import { getConfig } from "@lingui/conf";
import { lingui } from "@lingui/vite-plugin";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

// Component tests in jsdom. Kept apart from vite.config.ts because vitest brings its own Vite major,
// whose config types differ from the one that builds the app.
const linguiConfigPath = fileURLToPath(new URL("./lingui.config.ts", import.meta.url));
const linguiConfig = getConfig({ configPath: linguiConfigPath });

export default defineConfig({
  // Lingui's macros and catalogs, as in the app's build (vite.config.ts).
  plugins: [react({ babel: { plugins: [["@lingui/babel-plugin-lingui-macro", { linguiConfig }]] } }), lingui({ configPath: linguiConfigPath })],
  test: {
    name: "web",
    environment: "jsdom",
    include: ["src/**/*.test.{ts,tsx}"],
    setupFiles: ["./src/testing/setup.ts"],
    // Above the 5 s that findBy* may wait (testing/setup.ts), so a slow lazy import fails as a missing element, not a timeout.
    testTimeout: 15_000,
  },
});
