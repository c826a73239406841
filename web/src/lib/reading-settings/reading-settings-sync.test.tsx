import { cleanup, render, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { DEFAULT_READING_SETTINGS, PALETTES } from "@readbright/domain/reading-settings";
import type { ReadingSettings } from "@readbright/domain/reading-settings";
import { signedInAuth } from "../../testing/auth";
import { mockedApiCalls } from "../../testing/mock-api-client";
import { FreshCache, fakeProfile } from "../../testing/profile";
import { AuthContext } from "../auth-context";
import { ReadingSettingsSync } from "./reading-settings-sync";
import { chooseReadingSettings, getReadingSettings, replaceReadingSettings } from "./reading-settings-store";

vi.mock("../api-client", () => import("../../testing/mock-api-client"));
const { get, patch } = mockedApiCalls();

const cream: ReadingSettings = { ...DEFAULT_READING_SETTINGS, tint: "cream", typeface: "opendyslexic", updated_at: 2_000 };

function renderSync() {
  return render(
    <AuthContext value={signedInAuth()}>
      <FreshCache>
        <ReadingSettingsSync />
      </FreshCache>
    </AuthContext>,
  );
}

afterEach(() => {
  // Unmounted first: a sync still showing would put the account's copy straight back.
  cleanup();
  replaceReadingSettings(DEFAULT_READING_SETTINGS);
  localStorage.clear();
});

describe("reading settings on a signed-in account", () => {
  it("signing in on another device brings the account's newer settings to this one", async () => {
    get.mockResolvedValue(fakeProfile({ reading_settings: cream }));
    renderSync();
    await waitFor(() => expect(getReadingSettings()).toEqual(cream));
    expect(document.documentElement.style.getPropertyValue("--color-bg")).toBe(PALETTES.cream.bg);
    expect(patch).not.toHaveBeenCalled();
  });

  it("a change made on this device is saved to the account once the clicks stop", async () => {
    get.mockResolvedValue(fakeProfile({ reading_settings: cream }));
    patch.mockImplementation(async (_path: string, body: { reading_settings: ReadingSettings }) => fakeProfile({ reading_settings: body.reading_settings }));
    renderSync();
    await waitFor(() => expect(getReadingSettings().tint).toBe("cream"));

    chooseReadingSettings({ tint: "dark" });
    chooseReadingSettings({ text_size: "larger" });

    await waitFor(() => expect(patch).toHaveBeenCalledTimes(1));
    expect(patch).toHaveBeenCalledWith("/profile/", { reading_settings: expect.objectContaining({ tint: "dark", text_size: "larger", typeface: "opendyslexic" }) }, { requireSignIn: true });
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(patch).toHaveBeenCalledTimes(1);
  });

  it("settings chosen before signing in, newer than the account's, are kept and saved", async () => {
    chooseReadingSettings({ tint: "pale_blue" });
    get.mockResolvedValue(fakeProfile({ reading_settings: cream }));
    patch.mockImplementation(async (_path: string, body: { reading_settings: ReadingSettings }) => fakeProfile({ reading_settings: body.reading_settings }));
    renderSync();
    await waitFor(() => expect(patch).toHaveBeenCalledWith("/profile/", { reading_settings: expect.objectContaining({ tint: "pale_blue" }) }, { requireSignIn: true }));
    expect(getReadingSettings().tint).toBe("pale_blue");
  });

  it("defaults nobody chose are not written to an account that has none", async () => {
    get.mockResolvedValue(fakeProfile({ reading_settings: null }));
    renderSync();
    await waitFor(() => expect(get).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(patch).not.toHaveBeenCalled();
  });
});
