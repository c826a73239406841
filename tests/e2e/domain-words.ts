// The domain's words in Spanish (web/src/locales/es/domain.ts and domain-forms.ts) as English → Spanish
// pairs, for english-left.ts. Those tables are the web's TypeScript: importing them would bring the app's
// catalog loader (Vite's import.meta.glob, .po modules), which Node cannot run. esbuild bundles them instead,
// with that one import left out: the tables only call `phrase` and `translateDomainText` when a word is built.
import { buildSync } from "esbuild";
import { fileURLToPath } from "node:url";

const SPANISH = fileURLToPath(new URL("../../web/src/locales/es", import.meta.url));
const DOMAIN_TEXT_MODULE = "../../lib/i18n/domain-text";

type Table = Record<string, string>;

/** Every English domain string with its Spanish, from both tables. */
export function domainWords(): [english: string, spanish: string][] {
  const { outputFiles } = buildSync({
    stdin: {
      contents: `export { DOMAIN_TEXT as text } from "./domain"; export { DOMAIN_TEXT as forms } from "./domain-forms";`,
      resolveDir: SPANISH,
      loader: "ts",
    },
    bundle: true,
    write: false,
    format: "cjs",
    platform: "node",
    logLevel: "silent",
    external: [DOMAIN_TEXT_MODULE],
  });
  const code = outputFiles[0]?.text ?? "";
  const stub = { phrase: (english: unknown, translated: unknown) => [english, translated], translateDomainText: (text: string) => text };
  const required = (name: string) => {
    if (name === DOMAIN_TEXT_MODULE) return stub;
    throw new Error(`domain-words: unexpected import ${name}`);
  };
  const module = { exports: {} as { text?: Table; forms?: Table } };
  new Function("module", "exports", "require", code)(module, module.exports, required);
  const { text = {}, forms = {} } = module.exports;
  return [...Object.entries(text), ...Object.entries(forms)];
}
