import { readdirSync } from "node:fs";
import js from "@eslint/js";
import globals from "globals";
import importPlugin from "eslint-plugin-import";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

// The one-way layout (../shared/STYLE.md rules 1 and 17): shared code -> features -> app; no feature imports
// another; web, functions and domain never import each other except that both import domain.
const features = readdirSync(new URL("./web/src/features", import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const SHARED_WEB = ["api", "components", "config", "hooks", "lib", "styles", "testing", "utils"].map((dir) => `./web/src/${dir}`);
const boundaries = [
  ...features.map((feature) => ({
    target: `./web/src/features/${feature}`,
    from: "./web/src/features",
    except: [`./${feature}`],
    message: "A feature never imports another feature: move what both need to shared code, or compose them in app/.",
  })),
  { target: SHARED_WEB, from: ["./web/src/features", "./web/src/app"], message: "Shared code never imports a feature or the app." },
  { target: "./web/src/features", from: "./web/src/app", message: "Features never import the app; the app composes features." },
  // The app's code, not its build: web/vite.config.ts emits the question pictures that functions' bank names.
  { target: "./web/src", from: ["./functions", "./scripts"], message: "The web app imports only its own code and domain/." },
  { target: "./functions/src", from: ["./web", "./scripts"], message: "The functions import only their own code and domain/." },
  {
    target: ["./functions/src/services", "./functions/src/content", "./functions/src/core"],
    from: ["./functions/src/http", "./functions/src/handlers"],
    message: "The domain of the server knows nothing of HTTP: errors, callers and logs are in core/.",
  },
  { target: "./domain", from: ["./web", "./functions", "./scripts", "./tests"], message: "domain/ is shared by web and functions and imports neither." },
];

export default tseslint.config(
  { ignores: ["**/node_modules/**", "**/dist/**", "functions/lib/**", ".cache/**", "emulator-data/**", "test-results/**", "playwright-report/**"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      "@typescript-eslint/consistent-type-imports": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "no-console": ["error", { allow: ["warn", "error"] }],
    },
  },
  {
    files: ["web/**/*.{ts,tsx}", "functions/**/*.ts", "domain/**/*.ts"],
    plugins: { import: importPlugin },
    settings: { "import/resolver": { node: { extensions: [".ts", ".tsx", ".js", ".mjs"] } } },
    rules: { "import/no-restricted-paths": ["error", { zones: boundaries }] },
  },
  {
    // Only repositories touch Firestore and Cloud Storage (STYLE.md rule 7).
    files: ["functions/src/**/*.ts"],
    ignores: ["functions/src/**/repositories/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: ["firebase-admin/firestore", "firebase-admin/storage", "@google-cloud/firestore", "@google-cloud/storage"].map((name) => ({
            name,
            message: "Only repositories touch Firestore and Storage: call a repository instead.",
          })),
        },
      ],
    },
  },
  {
    files: ["web/src/**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { "react-hooks": reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // The web calls /api only through call(contract, input) (docs/decisions/0037), so no file writes a path
    // or names a response type by hand: apiClient's verbs and fetch stay inside lib/'s client.
    files: ["web/src/**/*.{ts,tsx}"],
    ignores: ["web/src/lib/api-client*.ts", "web/src/lib/api-call*.ts"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "CallExpression[callee.type='MemberExpression'][callee.object.name='apiClient']",
          message: "Call the API with call(contract, { params, query, body }) from lib/api-call: it takes the path and the response type from the contract.",
        },
        {
          selector: "VariableDeclarator[init.name='apiClient'][id.type='ObjectPattern']",
          message: "Call the API with call(contract, { params, query, body }) from lib/api-call, not apiClient's verbs.",
        },
        {
          selector: "CallExpression[callee.name='fetch'], CallExpression[callee.property.name='fetch']",
          message: "Reach /api through call(contract, ...) from lib/api-call; only lib/api-client.ts calls fetch.",
        },
      ],
    },
  },
  {
    // Served as is to the browser by the prerendered pages (docs/decisions/0031).
    files: ["web/scripts/start-after-paint.js"],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ["scripts/**", "web/scripts/**", "tests/**"],
    rules: { "no-console": "off" },
  },
  {
    files: ["**/*.cjs"],
    languageOptions: { sourceType: "commonjs" },
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
);
