// Runs before every web test file: DOM matchers, cleanup, and no silent console.error.
import "@testing-library/jest-dom/vitest";
import { cleanup } from "@testing-library/react";
import { afterEach, beforeEach, vi } from "vitest";
import { failOnUnexpectedConsoleError, watchConsoleError } from "./console-error";

beforeEach(() => {
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
