import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ResultListItem } from "@readbright/domain/api/assessment-results";
import type { Page } from "@readbright/domain/api/paging";
import { apiClient } from "../../../lib/api-client";
import { signedInAuth } from "../../../testing/auth";
import { fakeResult } from "../../../testing/factories";
import { FreshCache } from "../../../testing/profile";
import { renderWithProviders } from "../../../testing/render";
import { NextToReview } from "./next-to-review";

vi.mock("../../../lib/api-client", () => import("../../../testing/mock-api-client"));
const get = vi.mocked(apiClient.get);
afterEach(() => get.mockReset());

/** The first page of the pending list, oldest first, as the server sends it. */
function renderNext(currentId: string, waiting: string[]) {
  const page: Page<ResultListItem> = { items: waiting.map((id) => fakeResult({ id, pending_reviews: 1 })), next_cursor: null, total: waiting.length };
  get.mockImplementation(async (path: string, options?: { query?: Record<string, unknown> }) => {
    if (path === "/assessment-results/" && options?.query?.pending_review === true) return page as never;
    throw new Error(`unexpected GET ${path}`);
  });
  renderWithProviders(
    <FreshCache>
      <NextToReview currentId={currentId} />
    </FreshCache>,
    { auth: signedInAuth() },
  );
}

describe("Next to review", () => {
  it("goes on to the test after this one in the Review page's list", async () => {
    renderNext("a", ["a", "b", "c"]);
    expect(await screen.findByRole("link", { name: "Next to review" })).toHaveAttribute("href", "/dashboard/results/b?review=1");
  });

  it("goes to the oldest still waiting once this one has left the list", async () => {
    renderNext("a", ["b", "c"]);
    expect(await screen.findByRole("link", { name: "Next to review" })).toHaveAttribute("href", "/dashboard/results/b?review=1");
  });

  it("goes back to the list after the last one", async () => {
    renderNext("c", ["a", "b", "c"]);
    expect(await screen.findByRole("link", { name: "Review list" })).toHaveAttribute("href", "/dashboard/review");
  });
});
