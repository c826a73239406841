// The import cycles among functions/src and domain/src, type-only imports included (import/no-cycle
// skips those): each cycle once, as the files it passes through.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import ts from "typescript";
import { root } from "./stack.mjs";

const ROOTS = ["functions/src", "domain/src"].map((dir) => join(root, dir));

function sourceFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.ts$/.test(name) && !/\.test\.ts$/.test(name) ? [path] : [];
  });
}

function resolveImport(from, specifier) {
  const base = specifier.startsWith("@readbright/domain/") ? join(root, "domain/src", specifier.slice("@readbright/domain/".length)) : specifier.startsWith(".") ? resolve(dirname(from), specifier) : null;
  if (!base) return null;
  for (const candidate of [`${base}.ts`, join(base, "index.ts"), base]) if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  return null;
}

/** Tarjan's strongly connected components of more than one file (or a file importing itself). */
export function importCycles() {
  const files = ROOTS.flatMap(sourceFiles);
  const graph = new Map(files.map((file) => [file, ts.preProcessFile(readFileSync(file, "utf8"), true, true).importedFiles.map((f) => resolveImport(file, f.fileName)).filter(Boolean)]));
  let index = 0;
  const indices = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const cycles = [];
  const visit = (file) => {
    indices.set(file, index);
    low.set(file, index++);
    stack.push(file);
    onStack.add(file);
    for (const next of graph.get(file) ?? []) {
      if (!indices.has(next)) {
        visit(next);
        low.set(file, Math.min(low.get(file), low.get(next)));
      } else if (onStack.has(next)) low.set(file, Math.min(low.get(file), indices.get(next)));
    }
    if (low.get(file) !== indices.get(file)) return;
    const component = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      component.push(relative(root, member));
    } while (member !== file);
    if (component.length > 1 || (graph.get(file) ?? []).includes(file)) cycles.push(component.sort());
  };
  for (const file of files) if (!indices.has(file)) visit(file);
  return cycles;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const cycles = importCycles();
  for (const cycle of cycles) console.log(`cycle: ${cycle.join(" <-> ")}`);
  console.log(`${cycles.length} cycle(s)`);
}
