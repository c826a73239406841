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
/**
 * The server's resources stand on floors (../shared/STYLE.md rule 18, docs/decisions/0039): a resource
 * imports only the services of resources on lower floors, never their repositories, never a resource on
 * its own floor or above. Workflows (work that spans resources) stand on top.
 */
export const SERVICE_FLOORS = [
  ["paging", "rate-limits", "idempotency", "mail", "assessments", "statistics"],
  ["accounts"],
  // contact reads a signed-in sender's language from accounts (docs/decisions/0051).
  ["audit", "access", "contact"],
  ["team", "participants"],
  ["results"],
  ["speech"],
  ["answers"],
  ["workflows"],
];

function serviceFloors() {
  const dir = (name) => `./functions/src/services/${name}`;
  return SERVICE_FLOORS.flatMap((floor, level) =>
    floor.flatMap((resource) => {
      const lower = SERVICE_FLOORS.slice(0, level).flat();
      const sameOrHigher = SERVICE_FLOORS.slice(level).flat().filter((other) => other !== resource);
      return [
        { target: dir(resource), from: sameOrHigher.map(dir), message: `${resource} stands on floor ${level}: it imports only resources on lower floors (eslint.config.js SERVICE_FLOORS).` },
        { target: dir(resource), from: lower.map((other) => `${dir(other)}/repositories`), message: "A resource never reaches into another's repositories: call its service." },
      ];
    }),
  );
}

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
  ...serviceFloors(),
  {
    target: ["./functions/src/handlers", "./functions/src/http", "./functions/src/tasks", "./functions/src/content", "./functions/src/core"],
    from: ["./functions/src/services/*/repositories/**", "./functions/src/services/workflows/*/repositories/**"],
    message: "Only a resource's own services call its repositories: call a service instead.",
  },
  {
    target: ["./functions/src/handlers", "./functions/src/http", "./functions/src/tasks", "./functions/src/content", "./functions/src/core"],
    from: "./functions/src/db",
    message: "db/ is the repositories' plumbing: call a service instead.",
  },
  { target: "./functions/src/db", from: ["./functions/src/services", "./functions/src/handlers", "./functions/src/http"], message: "db/ is the repositories' plumbing: it imports only core/ and the admin app." },
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
    // No module reaches itself again through its imports: a cycle hides which layer stands on which.
    files: ["functions/src/**/*.ts", "domain/src/**/*.ts"],
    settings: {
      "import/resolver": { node: { extensions: [".ts", ".tsx", ".js", ".mjs"] } },
      // The plugin reads each imported file itself: TypeScript needs TypeScript's parser.
      "import/parsers": { "@typescript-eslint/parser": [".ts", ".tsx"] },
    },
    rules: { "import/no-cycle": ["error", { ignoreExternal: true, disableScc: true }] },
  },
  {
    // Only repositories touch Firestore and Cloud Storage (STYLE.md rule 7).
    files: ["functions/src/**/*.ts"],
    // db/ is the repositories' plumbing; core/transaction-step.ts names Firestore's transaction type only.
    ignores: ["functions/src/**/repositories/**", "functions/src/db/**", "functions/src/core/transaction-step.ts"],
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
