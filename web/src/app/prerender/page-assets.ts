// Which files a prerendered page needs in its <head>, read from Vite's build manifest: the page chunk's
// stylesheets (so its text paints styled, with nothing moving when the chunk arrives) and its scripts as
// module preloads (so hydration does not wait on a second round trip). What the entry loads is left out.

/** The part of `.vite/manifest.json` this reads. */
export interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
}

export type Manifest = Record<string, ManifestChunk>;

/** `key` and everything it imports statically, as manifest keys. */
export function staticClosure(manifest: Manifest, key: string): Set<string> {
  const seen = new Set<string>();
  const queue = [key];
  while (queue.length > 0) {
    const next = queue.pop() as string;
    if (seen.has(next)) continue;
    const chunk = manifest[next];
    if (!chunk) throw new Error(`${next} is not in the build manifest`);
    seen.add(next);
    queue.push(...(chunk.imports ?? []));
  }
  return seen;
}

export interface PageAssets {
  scripts: string[];
  styles: string[];
}

/** The scripts and stylesheets the page module `pageKey` adds to the entry's, as URLs from the site's root. */
export function pageAssets(manifest: Manifest, pageKey: string): PageAssets {
  const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  const loaded = new Set(entries.flatMap((entry) => [...staticClosure(manifest, entry)]));
  const loadedCss = new Set([...loaded].flatMap((key) => manifest[key]?.css ?? []));
  const scripts: string[] = [];
  const styles: string[] = [];
  for (const key of staticClosure(manifest, pageKey)) {
    if (loaded.has(key)) continue;
    const chunk = manifest[key] as ManifestChunk;
    scripts.push(`/${chunk.file}`);
    for (const css of chunk.css ?? []) if (!loadedCss.has(css) && !styles.includes(`/${css}`)) styles.push(`/${css}`);
  }
  return { scripts, styles };
}
