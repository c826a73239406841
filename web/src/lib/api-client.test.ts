import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError, createApiClient } from "./api-client";

const fetchMock = vi.fn<typeof fetch>();

function lastCall(): { url: string; init: RequestInit; headers: Headers } {
  const [url, init = {}] = fetchMock.mock.lastCall ?? [];
  return { url: String(url), init, headers: new Headers(init.headers) };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

const client = createApiClient({ getToken: async () => "id-token-1" });

beforeEach(() => {
  vi.stubGlobal("fetch", fetchMock);
});

afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe("api client requests", () => {
  it("calls same-origin /api with the user's ID token and cookies", async () => {
    fetchMock.mockResolvedValue(json({ email: "ada@example.com" }));

    await expect(client.get("/user/")).resolves.toEqual({ email: "ada@example.com" });

    const { url, init, headers } = lastCall();
    expect(url).toBe("/api/user/");
    expect(init.method).toBe("GET");
    expect(init.credentials).toBe("include");
    expect(headers.get("Authorization")).toBe("Bearer id-token-1");
  });

  it("sends no Authorization header when nobody is signed in", async () => {
    fetchMock.mockResolvedValue(json([]));
    await createApiClient({ getToken: async () => null }).get("/participants/");
    expect(lastCall().headers.has("Authorization")).toBe(false);
  });

  it("sends the App Check token where App Check is on, and none where it is off", async () => {
    fetchMock.mockImplementation(async () => json([]));
    await createApiClient({ getToken: async () => null, getAppCheckToken: async () => "app-check-1" }).get("/student-codes/X/");
    expect(lastCall().headers.get("X-Firebase-AppCheck")).toBe("app-check-1");
    await client.get("/user/");
    expect(lastCall().headers.has("X-Firebase-AppCheck")).toBe(false);
  });

  it("fails as an unanswered request, retried when idempotent, when App Check's token cannot be had", async () => {
    fetchMock.mockImplementation(async () => json({ id: "p1" }, 201));
    let asked = 0;
    const blocked = createApiClient({
      getToken: async () => null,
      getAppCheckToken: async () => {
        asked += 1;
        if (asked === 1) throw new TypeError("Failed to fetch dynamically imported module");
        return "app-check-2";
      },
      retryDelaysMs: [0],
    });
    await expect(blocked.get("/student-codes/X/")).rejects.toMatchObject({ name: "ApiError", status: 500, unanswered: true, message: "Failed to fetch dynamically imported module" });
    expect(fetchMock).not.toHaveBeenCalled();
    asked = 0;
    await expect(blocked.post("/participants/", {}, { idempotencyKey: "key-0123456789abcdef" })).resolves.toEqual({ id: "p1" });
    expect(lastCall().headers.get("X-Firebase-AppCheck")).toBe("app-check-2");
  });

  it("refuses a call that needs sign-in when nobody is signed in, without calling the server", async () => {
    const signedOut = createApiClient({ getToken: async () => null });
    await expect(signedOut.get("/profile/", { requireSignIn: true })).rejects.toMatchObject({
      name: "ApiError",
      status: 401,
      message: "Authentication required",
    });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("sends JSON bodies and query values", async () => {
    fetchMock.mockResolvedValue(json({ id: "r1" }));

    await client.post("/assessment-results/get-or-create/", { participant_id: "p1" }, { query: { age: 9, skip: undefined } });

    const { url, init, headers } = lastCall();
    expect(url).toBe("/api/assessment-results/get-or-create/?age=9");
    expect(init.method).toBe("POST");
    expect(headers.get("Content-Type")).toBe("application/json");
    expect(init.body).toBe('{"participant_id":"p1"}');
  });

  it("sends FormData as it is and lets the browser set the boundary", async () => {
    fetchMock.mockResolvedValue(json({ created: 2 }));
    const form = new FormData();
    form.append("csv_file", new Blob(["Name*"]), "group_test_template.csv");

    await client.post("/participants/upload/", form);

    const { init, headers } = lastCall();
    expect(init.body).toBe(form);
    expect(headers.has("Content-Type")).toBe(false);
  });

  it("returns blobs when asked", async () => {
    fetchMock.mockResolvedValue(new Response("mp3", { headers: { "Content-Type": "audio/mpeg" } }));
    const audio = await client.post<Blob>("/text-to-speech/", { text: "cat" }, { responseType: "blob" });
    expect(audio.size).toBe(3);
  });

  it("returns undefined for an empty success", async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    await expect(client.delete("/subusers/1")).resolves.toBeUndefined();
  });
});

describe("api client errors", () => {
  it.each([
    ["the error field", json({ error: "Failed to create user, email already exists" }, 409), "Failed to create user, email already exists"],
    ["the message field", json({ message: "No assessments found for age" }, 404), "No assessments found for age"],
    ["the raw text", new Response("Bad gateway", { status: 502 }), "Bad gateway"],
  ])("takes the message from %s", async (_source, response, message) => {
    fetchMock.mockResolvedValue(response);
    const error = await client.get("/profile/").catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: response.status, message });
  });

  it("keeps the whole error body for responses that say more than a message", async () => {
    const body = { error: "Some rows are invalid", rows: [{ row: 3, errors: ["Birth Date is required"] }] };
    fetchMock.mockResolvedValue(json(body, 400));
    const error = await client.post("/participants/upload/", new FormData()).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ status: 400, message: "Some rows are invalid", body });
  });

  it("reports status 500 when there is no response", async () => {
    fetchMock.mockRejectedValue(new TypeError("Failed to fetch"));
    await expect(client.get("/profile/")).rejects.toMatchObject({ name: "ApiError", status: 500, message: "Failed to fetch" });
  });

  it("gives up after the 30 second timeout with status 500", async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener("abort", () => reject(new DOMException("Aborted", "AbortError")));
        }),
    );

    const result = client.get("/profile/").catch((caught: unknown) => caught);
    await vi.advanceTimersByTimeAsync(29_999);
    expect(fetchMock.mock.lastCall?.[1]?.signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);

    await expect(result).resolves.toMatchObject({ status: 500, message: "The request timed out after 30 seconds" });
  });

  it("passes a caller's own abort through unchanged", async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(client.get("/profile/", { signal: controller.signal })).rejects.toMatchObject({ name: "AbortError" });
  });

  it("stops a request in flight when the caller aborts", async () => {
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener("abort", () => reject(new DOMException("Aborted", "AbortError")));
        }),
    );
    const controller = new AbortController();
    const result = client.get("/profile/", { signal: controller.signal });
    controller.abort();
    await expect(result).rejects.toMatchObject({ name: "AbortError" });
  });
});

describe("requests that create, with an Idempotency-Key", () => {
  const retrying = createApiClient({ getToken: async () => "id-token-1", retryDelaysMs: [0, 0] });

  it("sends the key, and sends the same key again when the network lost the answer", async () => {
    fetchMock.mockRejectedValueOnce(new TypeError("Failed to fetch")).mockResolvedValueOnce(json({ id: "p1" }, 201));

    await expect(retrying.post("/participants/", { name: "Ann" }, { idempotencyKey: "key-0123456789abcdef" })).resolves.toEqual({ id: "p1" });

    expect(fetchMock).toHaveBeenCalledTimes(2);
    const keys = fetchMock.mock.calls.map(([, init]) => new Headers(init?.headers).get("Idempotency-Key"));
    expect(keys).toEqual(["key-0123456789abcdef", "key-0123456789abcdef"]);
  });

  it("waits for a first try that is still running, then gets its answer", async () => {
    fetchMock
      .mockResolvedValueOnce(json({ error: "This request is still being processed. Try again in a moment." }, 409))
      .mockResolvedValueOnce(json({ created: 3 }, 201));

    await expect(retrying.post("/participants/upload/", new FormData(), { idempotencyKey: "key-0123456789abcdef" })).resolves.toEqual({ created: 3 });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it("gives up after two more tries, and never retries an answer the server gave", async () => {
    fetchMock.mockRejectedValue(new TypeError("Failed to fetch"));
    await expect(retrying.post("/participants/", {}, { idempotencyKey: "key-0123456789abcdef" })).rejects.toMatchObject({ status: 500, unanswered: true });
    expect(fetchMock).toHaveBeenCalledTimes(3);

    fetchMock.mockReset();
    fetchMock.mockResolvedValue(json({ error: "Full Name is required" }, 400));
    await expect(retrying.post("/participants/", {}, { idempotencyKey: "key-0123456789abcdef" })).rejects.toMatchObject({ status: 400 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("never retries a request without a key", async () => {
    fetchMock.mockRejectedValue(new TypeError("Failed to fetch"));
    await expect(retrying.post("/feedback/", {})).rejects.toBeInstanceOf(ApiError);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(lastCall().headers.has("Idempotency-Key")).toBe(false);
  });
});
