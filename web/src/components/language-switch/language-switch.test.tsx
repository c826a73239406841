import { i18n } from "@lingui/core";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { LOCALE_STORAGE_KEY } from "../../lib/i18n/locales";
import { renderWithProviders } from "../../testing/render";
import { LanguageSwitch } from "./language-switch";

afterEach(() => localStorage.clear());

describe("the language switch", () => {
  it("on a public page, leads to the same page in the other language and keeps the choice", async () => {
    const user = userEvent.setup();
    renderWithProviders(<LanguageSwitch />, { route: "/about?x=1" });
    const link = screen.getByRole("link", { name: "Español" });
    expect(link).toHaveAttribute("href", "/es/about?x=1");
    expect(link).toHaveAttribute("lang", "es");
    expect(link).toHaveAttribute("hreflang", "es");
    await user.click(link);
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe("es");
    expect(await screen.findByText("Now at /es/about?x=1")).toBeInTheDocument();
  });

  it("on an app page, switches in place and keeps the choice on the device", async () => {
    const user = userEvent.setup();
    renderWithProviders(<LanguageSwitch />, { route: "/dashboard" });
    await user.click(screen.getByRole("button", { name: "Español" }));
    await waitFor(() => expect(i18n.locale).toBe("es"));
    expect(document.documentElement.lang).toBe("es");
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe("es");
    // Now it offers English, named in English.
    expect(await screen.findByRole("button", { name: "English" })).toHaveAttribute("lang", "en");
  });
});
