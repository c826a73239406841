// Lingui's catalogs (docs/decisions/0049): English is the source, written in the code with Lingui's macros;
// Spanish is translated in src/locales/es/*.po. One catalog for the shared code every page uses (the shell),
// and one per feature, loaded with that feature's pages: the boundaries lint keeps a feature from importing
// another, so a page needs only the shell's catalog and its own feature's.
import { defineConfig } from "@lingui/conf";
import { formatter } from "@lingui/format-po";
import { readdirSync } from "node:fs";

const features = readdirSync(new URL("./src/features", import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

export default defineConfig({
  sourceLocale: "en",
  locales: ["en", "es"],
  fallbackLocales: false,
  format: formatter({ lineNumbers: false, origins: true }),
  orderBy: "message",
  catalogs: [
    {
      path: "<rootDir>/src/locales/{locale}/shell",
      include: ["<rootDir>/src/app", "<rootDir>/src/components", "<rootDir>/src/lib", "<rootDir>/src/hooks", "<rootDir>/src/utils", "<rootDir>/src/config"],
      exclude: ["**/*.test.*", "**/testing/**"],
    },
    ...features.map((feature) => ({
      path: `<rootDir>/src/locales/{locale}/${feature}`,
      include: [`<rootDir>/src/features/${feature}`],
      exclude: ["**/*.test.*", "**/testing/**"],
    })),
  ],
});
