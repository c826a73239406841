import { i18n } from "@lingui/core";
import { act, cleanup, render, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Profile } from "@readbright/domain/profile";
import { signedInAuth } from "../../testing/auth";
import { mockedApiCalls } from "../../testing/mock-api-client";
import { FreshCache, fakeProfile } from "../../testing/profile";
import { AuthContext } from "../auth-context";
import { activateLocale } from "./activate";
import { LanguageSync } from "./language-sync";
import { LOCALE_STORAGE_KEY } from "./locales";

vi.mock("../api-client", () => import("../../testing/mock-api-client"));
const { get, patch } = mockedApiCalls();

function renderSync() {
  return render(
    <AuthContext value={signedInAuth()}>
      <FreshCache>
        <LanguageSync />
      </FreshCache>
    </AuthContext>,
  );
}

afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe("the account's language on a signed-in device", () => {
  it("signing in brings the language saved in the account, and keeps it as the device's choice", async () => {
    get.mockResolvedValue(fakeProfile({ language: "es" }));
    renderSync();
    await waitFor(() => expect(i18n.locale).toBe("es"));
    expect(document.documentElement.lang).toBe("es");
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe("es");
    expect(patch).not.toHaveBeenCalled();
  });

  it("an account with no language yet takes the device's", async () => {
    await act(() => activateLocale("es"));
    get.mockResolvedValue(fakeProfile({ language: null }));
    patch.mockImplementation(async (_path: string, body: Partial<Profile>) => fakeProfile({ language: body.language }));
    renderSync();
    await waitFor(() => expect(patch).toHaveBeenCalledWith("/profile/", { language: "es" }, { requireSignIn: true }));
  });

  it("switching the language on the device saves it to the account", async () => {
    get.mockResolvedValue(fakeProfile({ language: "en" }));
    patch.mockImplementation(async (_path: string, body: Partial<Profile>) => fakeProfile({ language: body.language }));
    renderSync();
    await waitFor(() => expect(get).toHaveBeenCalled());
    expect(patch).not.toHaveBeenCalled();
    await act(() => activateLocale("es", { remember: true }));
    await waitFor(() => expect(patch).toHaveBeenCalledWith("/profile/", { language: "es" }, { requireSignIn: true }));
    expect(i18n.locale).toBe("es");
  });
});
