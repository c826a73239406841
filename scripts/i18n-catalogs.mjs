// What is wrong with the web app's message catalogs (docs/decisions/0049), as sentences: a message in the
// code that a catalog lacks (extraction not run), a catalog message no code uses any more, a message with
// no Spanish, a translation whose placeholders ({name}, <0>…</0>) differ from the English, and one English
// text translated two ways in two catalogs (which one shows would depend on the pages opened before).
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { getCatalogs } from "@lingui/cli/api";
import { getConfig } from "@lingui/conf";

const web = join(resolve(dirname(fileURLToPath(import.meta.url)), ".."), "web");

/** The placeholders and tags of an ICU message, sorted: "{name}" and "<0>" stand for themselves. */
export function placeholders(message) {
  const names = [...message.matchAll(/\{\s*([A-Za-z0-9_]+)\s*[,}]/g)].map((m) => `{${m[1]}}`);
  const tags = [...message.matchAll(/<\/?(\d+)\/?>/g)].map((m) => m[0]);
  return [...names, ...tags].sort();
}

export async function catalogProblems() {
  const config = getConfig({ cwd: web, configPath: join(web, "lingui.config.ts") });
  const problems = [];
  /** Each message's Spanish, by its id, with the catalog it was first found in. */
  const spanishById = new Map();
  for (const catalog of await getCatalogs(config)) {
    const name = catalog.path.replace(`${web}/`, "");
    const extracted = (await catalog.collect()) ?? {};
    const read = async (locale) => Object.fromEntries(Object.entries((await catalog.read(locale)) ?? {}).filter(([, m]) => !m.obsolete));
    const english = await read("en");
    const spanish = await read("es");
    for (const [id, { message }] of Object.entries(extracted)) {
      const text = message ?? id;
      if (!(id in english)) problems.push(`${name}: "${text}" is in the code but not in the English catalog: run \`npm run extract -w web\``);
      const translation = spanish[id]?.translation;
      if (!translation) problems.push(`${name}: "${text}" has no Spanish translation`);
      // Catalogs load into one table per language, the last one loaded winning: one English text (and
      // context) must read the same in every catalog, or carry a context of its own.
      const earlier = spanishById.get(id);
      if (translation && earlier && earlier.translation !== translation) {
        problems.push(`${name}: "${text}" is "${translation}" here but "${earlier.translation}" in ${earlier.name}: make them one, or give one a context`);
      }
      if (translation && !earlier) spanishById.set(id, { translation, name });
      else if (placeholders(translation).join() !== placeholders(text).join()) {
        problems.push(`${name}: the Spanish for "${text}" has placeholders ${placeholders(translation).join(" ")}, the English ${placeholders(text).join(" ")}`);
      }
    }
    for (const locale of ["en", "es"]) {
      const kept = locale === "en" ? english : spanish;
      for (const [id, entry] of Object.entries(kept)) {
        if (!(id in extracted)) problems.push(`${name}: the ${locale} catalog has "${entry.message ?? id}", which no code uses: run \`npm run extract -w web\``);
      }
    }
  }
  return problems;
}
