// Runs before every web test file: DOM matchers, cleanup, and no silent console.error.
import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterEach, beforeEach, vi } from "vitest";
import { failOnUnexpectedConsoleError, watchConsoleError } from "./console-error";

// A lazy route's first import is transformed on demand; on a loaded CI machine that took over the
// default 1 s (router.test's assessment page). Waiting longer changes no assertion, only patience.
configure({ asyncUtilTimeout: 5000 });

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
