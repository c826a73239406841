// The question pictures: SVG sources in ./pictures, named by what they show, and served under the hash
// of their bytes so that no URL says what a picture is (docs/decisions/0010-opaque-question-pictures.md).
// picture-manifest.json maps each name to its URL; the bank looks names up there, and the web build
// emits every source under its URL after checking the manifest is current.
// After adding or changing a picture: `node functions/src/content/picture-files.mjs` rewrites the manifest.
// Plain JavaScript so that this command, the Vite config and the tests can all run it.
import { createHash } from "node:crypto";
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

export const PICTURE_DIR = fileURLToPath(new URL("./pictures/", import.meta.url));
export const MANIFEST_PATH = fileURLToPath(new URL("./picture-manifest.json", import.meta.url));

/** 16 hex digits of the SHA-256 of the bytes served: enough to tell files apart, and it says nothing else. */
export function pictureUrl(content) {
  return `/assessment/${createHash("sha256").update(content).digest("hex").slice(0, 16)}.svg`;
}

export function readPictures(dir = PICTURE_DIR) {
  return readdirSync(dir)
    .filter((file) => file.endsWith(".svg"))
    .sort()
    .map((file) => {
      const content = readFileSync(join(dir, file));
      return { name: file.slice(0, -".svg".length), content, url: pictureUrl(content) };
    });
}

export function manifestOf(pictures) {
  return Object.fromEntries(pictures.map((picture) => [picture.name, picture.url]));
}

export function readManifest(path = MANIFEST_PATH) {
  return JSON.parse(readFileSync(path, "utf8"));
}

/** Why the manifest does not match the pictures (nothing when it does), and pictures that are one file twice. */
export function manifestProblems(manifest = readManifest(), pictures = readPictures()) {
  const problems = [];
  const expected = manifestOf(pictures);
  for (const [name, url] of Object.entries(expected)) {
    if (!(name in manifest)) problems.push(`${name}.svg is not in the manifest`);
    else if (manifest[name] !== url) problems.push(`${name}.svg has changed: its URL is now ${url}, the manifest says ${manifest[name]}`);
  }
  for (const name of Object.keys(manifest)) if (!(name in expected)) problems.push(`the manifest names ${name}, which has no ${name}.svg`);
  const byUrl = new Map();
  for (const { name, url } of pictures) byUrl.set(url, [...(byUrl.get(url) ?? []), name]);
  for (const names of byUrl.values()) if (names.length > 1) problems.push(`${names.join(", ")} are the same picture: one file, one name`);
  return problems;
}

/** Throws, naming the fix, unless the manifest is current. */
export function assertManifestCurrent() {
  const problems = manifestProblems();
  if (problems.length === 0) return;
  throw new Error(
    `functions/src/content/picture-manifest.json does not match the pictures:\n  ${problems.join("\n  ")}\n` +
      "Run `node functions/src/content/picture-files.mjs` and commit the manifest with the pictures.",
  );
}

export function writeManifest(path = MANIFEST_PATH, pictures = readPictures()) {
  writeFileSync(path, `${JSON.stringify(manifestOf(pictures), null, 2)}\n`);
  return pictures.length;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  process.stdout.write(`Wrote ${MANIFEST_PATH}: ${writeManifest()} pictures.\n`);
}
