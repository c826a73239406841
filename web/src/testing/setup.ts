// Runs before every web test file: DOM matchers, cleanup, and no silent console.error.
import "@testing-library/jest-dom/vitest";
// The player keeps its answers in IndexedDB, which jsdom lacks: an in-memory one, emptied before each test.
import "fake-indexeddb/auto";
import { IDBFactory } from "fake-indexeddb";
import { cleanup, configure } from "@testing-library/react";
import { afterEach, beforeEach, vi } from "vitest";
import { i18n } from "@lingui/core";
import type * as Rtl from "@testing-library/react";
import { failOnUnexpectedConsoleError, watchConsoleError } from "./console-error";
import { loadEveryCatalog, withI18n } from "./i18n";

// The app's language provider around whatever a test renders (the app has it above everything).
vi.mock("@testing-library/react", async (importOriginal) => {
  const rtl = await importOriginal<typeof Rtl>();
  return {
    ...rtl,
    render: ((ui: Parameters<typeof rtl.render>[0], options?: Parameters<typeof rtl.render>[1]) =>
      rtl.render(ui, { ...options, wrapper: withI18n(options?.wrapper) })) as typeof rtl.render,
    renderHook: ((hook: Parameters<typeof rtl.renderHook>[0], options?: Parameters<typeof rtl.renderHook>[1]) =>
      rtl.renderHook(hook, { ...options, wrapper: withI18n(options?.wrapper) })) as typeof rtl.renderHook,
  };
});

await loadEveryCatalog();

// jsdom's Blob has no arrayBuffer() (every browser's has): the player keeps a recording's bytes with it.
if (typeof Blob.prototype.arrayBuffer !== "function") {
  Blob.prototype.arrayBuffer = function arrayBuffer(this: Blob) {
    return new Promise<ArrayBuffer>((resolve, reject) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as ArrayBuffer);
      reader.onerror = () => reject(reader.error);
      reader.readAsArrayBuffer(this);
    });
  };
}

// A lazy route's first import is transformed on demand; on a loaded CI machine that took over the
// default 1 s (router.test's assessment page). Waiting longer changes no assertion, only patience.
configure({ asyncUtilTimeout: 5000 });

beforeEach(() => {
  i18n.activate("en");
  globalThis.indexedDB = new IDBFactory();
  watchConsoleError();
  // jsdom has no layout or scrolling; the router scrolls to the top on navigation.
  vi.spyOn(window, "scrollTo").mockImplementation(() => {});
});

afterEach(() => {
  cleanup();
  try {
    failOnUnexpectedConsoleError();
  } finally {
    vi.restoreAllMocks();
  }
});
