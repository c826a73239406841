// The api client module with a mocked apiClient, for component tests:
//   vi.mock("<path>/lib/api-client", () => import("<path>/testing/mock-api-client"));
// ApiError and the rest stay real; every call of apiClient is a vi.fn the test sets up.
import { afterEach, vi } from "vitest";
import type * as ApiClientModule from "../lib/api-client";

// The real module, past the mock (re-exporting the mocked path would wait on itself).
const actual = await vi.importActual<typeof ApiClientModule>("../lib/api-client");
export const { ApiError, createApiClient } = actual;

export const apiClient = { request: vi.fn(), get: vi.fn(), post: vi.fn(), put: vi.fn(), patch: vi.fn(), delete: vi.fn() };

/** The mocked calls, each reset after every test (call once at the top of a test file). */
export function mockedApiCalls() {
  afterEach(() => {
    for (const call of Object.values(apiClient)) call.mockReset();
  });
  return { get: apiClient.get, post: apiClient.post, patch: apiClient.patch, del: apiClient.delete };
}
