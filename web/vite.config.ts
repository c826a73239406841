import { fileURLToPath } from "node:url";
import { getConfig } from "@lingui/conf";
import { lingui } from "@lingui/vite-plugin";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import type { Plugin } from "vite";
import { assertManifestCurrent, readPictures } from "../functions/src/content/picture-files.mjs";

// Library chunks that change rarely. React has a chunk of its own so that Rollup does not fold it into
// the forms chunk (a manual chunk takes in its unassigned dependencies), which would put Formik and Yup
// on the home page's critical path. Firebase and the form libraries load only with the pages using them.
function vendorChunk(id: string): string | undefined {
  if (!id.includes("node_modules")) return undefined;
  if (/node_modules\/(react|react-dom|scheduler|react-router|react-router-dom|cookie|set-cookie-parser)\//.test(id)) return "react";
  // Firestore is for live listeners on one page only (docs/decisions/0023): apart from Auth, which every
  // signed-in page loads.
  if (/node_modules\/(@firebase\/firestore|firebase\/firestore|@firebase\/webchannel-wrapper)\//.test(id)) return "firestore-sdk";
  // App Check only where a reCAPTCHA site key is configured (production): a chunk of its own, loaded then.
  if (/node_modules\/(@firebase\/app-check|firebase\/app-check)\//.test(id)) return "app-check-sdk";
  // IndexedDB helpers: Firebase uses them, and so does the player (its answers wait there), which must not load Firebase for them.
  if (/node_modules\/idb\//.test(id)) return "idb";
  if (/node_modules\/(@firebase|firebase)\//.test(id)) return "firebase-sdk";
  // Yup alone, for the API contracts (domain/src/api), which the player loads too: it needs no forms.
  if (/node_modules\/(yup|property-expr|tiny-case|toposort)\//.test(id)) return "yup";
  if (/node_modules\/(formik|lodash-es|react-fast-compare|tiny-warning|hoist-non-react-statics|deepmerge)\//.test(id)) return "forms";
  return undefined;
}

// The question pictures live beside the bank (functions/src/content/pictures), named by what they show;
// the build serves each only as assessment/<hash of its content>.svg, so no URL gives an answer away
// (docs/decisions/0010). A picture whose hash the bank's manifest does not know stops the build.
function questionPictures(): Plugin {
  return {
    name: "readbright:question-pictures",
    buildStart() {
      assertManifestCurrent();
    },
    generateBundle() {
      for (const picture of readPictures()) {
        this.emitFile({ type: "asset", fileName: picture.url.slice(1), source: picture.content });
      }
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const picture = /^\/assessment\/[0-9a-f]+\.svg$/.test(req.url ?? "") ? readPictures().find((p) => p.url === req.url) : undefined;
        if (!picture) return next();
        res.setHeader("Content-Type", "image/svg+xml");
        res.end(picture.content);
      });
    },
  };
}

// Found by path, so that a build or test started from the repository's root finds it too.
const linguiConfigPath = fileURLToPath(new URL("./lingui.config.ts", import.meta.url));
const linguiConfig = getConfig({ configPath: linguiConfigPath });
const LINGUI_REACT = { babel: { plugins: [["@lingui/babel-plugin-lingui-macro", { linguiConfig }]] } };

// The client build, and (isSsrBuild) the server build of src/entry-server.tsx that web/scripts/build.mjs
// prerenders the public pages with (docs/decisions/0031). The manifest tells it which chunks and stylesheets
// each prerendered page needs in its HTML.
export default defineConfig(({ isSsrBuild }) => ({
  // Lingui's macros turn each message into a catalog id, and its plugin compiles the .po catalogs a page
  // imports; a Spanish message missing from its catalog stops the build (docs/decisions/0049).
  plugins: [react(LINGUI_REACT), lingui({ configPath: linguiConfigPath, failOnMissing: true, failOnCompileError: true }), ...(isSsrBuild ? [] : [questionPictures()])],
  build: {
    outDir: "dist",
    emptyOutDir: true,
    manifest: !isSsrBuild,
    // Every browser we support preloads modules itself (Chromium, Firefox 115+, Safari 17+); where one does
    // not, the chunks still load, only without the head start. The polyfill cost the home page 0.4 kB.
    modulePreload: { polyfill: false },
    // terser packs the code a little tighter than the default minifier (docs/performance.md).
    minify: isSsrBuild ? false : "terser",
    rollupOptions: { output: { manualChunks: isSsrBuild ? undefined : vendorChunk } },
  },
  // domain/ is TypeScript source: the server build compiles it rather than leaving Node to import it.
  ssr: { noExternal: ["@readbright/domain"] },
  server: {
    // In development the hosting emulator rewrites /api/** to the functions, as it does when serving web/dist.
    proxy: { "/api": "http://127.0.0.1:5000" },
  },
}));
