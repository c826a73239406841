import { beforeEach, describe, expect, it, vi } from "vitest";
import { engineChooser } from "./engine-choice";
import type { EngineChoice } from "./engine-choice";
import { googleCloudConfigured } from "./google-cloud";

vi.mock("./google-cloud", () => ({ googleCloudConfigured: vi.fn() }));
vi.mock("../../core/log", () => ({ log: { warn: vi.fn() } }));

const choice = (over: Partial<EngineChoice<string>> = {}): EngineChoice<string> => ({
  preferLocal: false,
  google: { name: "Google", create: async () => "google" },
  local: { name: "local", available: async () => true, engine: "local" },
  missing: "none",
  ...over,
});

beforeEach(() => vi.mocked(googleCloudConfigured).mockReset());

describe("choosing a speech engine", () => {
  it("takes Google where it is configured, once per instance", async () => {
    vi.mocked(googleCloudConfigured).mockReturnValue(true);
    const create = vi.fn(async () => "google");
    const get = engineChooser(() => choice({ google: { name: "Google", create } }));
    expect(await get()).toBe("google");
    expect(await get()).toBe("google");
    expect(create).toHaveBeenCalledOnce();
  });

  it("falls back to the local engine when Google fails or is not configured, and to none without either", async () => {
    vi.mocked(googleCloudConfigured).mockReturnValue(true);
    expect(await engineChooser(() => choice({ google: { name: "Google", create: () => Promise.reject(new Error("no key")) } }))()).toBe("local");
    vi.mocked(googleCloudConfigured).mockReturnValue(false);
    expect(await engineChooser(() => choice())()).toBe("local");
    expect(await engineChooser(() => choice({ local: { name: "local", available: async () => false, engine: "local" } }))()).toBeNull();
  });

  it("passes the deployment's wish for the local engine on, and has none when turned off", async () => {
    vi.mocked(googleCloudConfigured).mockReturnValue(false);
    await engineChooser(() => choice({ preferLocal: true }))();
    expect(googleCloudConfigured).toHaveBeenCalledWith(process.env, true);
    expect(await engineChooser(() => choice({ off: true }))()).toBeNull();
  });
});
