// Runs before every web test file: DOM matchers, cleanup, and no silent console.error.
import "@testing-library/jest-dom/vitest";
// The player keeps its answers in IndexedDB, which jsdom lacks: an in-memory one, emptied before each test.
import "fake-indexeddb/auto";
import { IDBFactory } from "fake-indexeddb";
import { cleanup, configure } from "@testing-library/react";
import { afterEach, beforeEach, vi } from "vitest";
import { failOnUnexpectedConsoleError, watchConsoleError } from "./console-error";

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
