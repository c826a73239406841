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

/**
 * Pages whose words are long and read by few: a catalog of their own, so that the pages most opened (the home
 * page first) do not load them. Paths are inside the feature's folder; the rest of the feature stays in its
 * own catalog. app/router.tsx names the catalogs each page loads.
 */
const OWN_CATALOGS: Record<string, Record<string, string[]>> = {
  marketing: {
    // The home page's carousel and lower sections, which load after its first paint.
    "marketing-home": ["components/how-it-works.tsx", "components/carousel.tsx", "components/home-sections.tsx", "content/slides.tsx", "content/home-content.tsx"],
    "marketing-about": ["routes/about.tsx", "routes/dyslexia.tsx", "content/dyslexia-content.ts"],
    "marketing-legal": ["routes/terms.tsx", "routes/privacy.tsx", "content/legal.ts"],
  },
};

const EXCLUDE = ["**/*.test.*", "**/testing/**"];

const SHELL = [
  "<rootDir>/src/app",
  "<rootDir>/src/components/toast",
  "<rootDir>/src/components/reading-settings/reading-settings-button.tsx",
  "<rootDir>/src/components/language-switch",
  "<rootDir>/src/components/loading-page.tsx",
];

function featureCatalogs(feature: string) {
  const own = OWN_CATALOGS[feature] ?? {};
  const ownFiles = Object.values(own).flat().map((file) => `<rootDir>/src/features/${feature}/${file}`);
  return [
    { path: `<rootDir>/src/locales/{locale}/${feature}`, include: [`<rootDir>/src/features/${feature}`], exclude: [...EXCLUDE, ...ownFiles] },
    ...Object.entries(own).map(([name, files]) => ({
      path: `<rootDir>/src/locales/{locale}/${name}`,
      include: files.map((file) => `<rootDir>/src/features/${feature}/${file}`),
      exclude: EXCLUDE,
    })),
  ];
}

export default defineConfig({
  sourceLocale: "en",
  locales: ["en", "es"],
  fallbackLocales: false,
  format: formatter({ lineNumbers: false, origins: true }),
  orderBy: "message",
  catalogs: [
    // What every page shows before its own code: the site's header and footer, toasts, the reading
    // settings and language buttons, the loading line. The home page loads only this and its own.
    {
      path: "<rootDir>/src/locales/{locale}/shell",
      include: SHELL,
      exclude: EXCLUDE,
    },
    // The rest of the shared code (forms, tables, the result report, the words of utils and lib), loaded
    // with every page but the home page (app/lazy-page.tsx).
    {
      path: "<rootDir>/src/locales/{locale}/common",
      include: ["<rootDir>/src/components", "<rootDir>/src/lib", "<rootDir>/src/utils", "<rootDir>/src/hooks", "<rootDir>/src/config", "<rootDir>/src/api"],
      exclude: [...EXCLUDE, ...SHELL],
    },
    ...features.flatMap(featureCatalogs),
  ],
});
