import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { PALETTES, READING_SETTINGS_STORAGE_KEY } from "@readbright/domain/reading-settings";
import { resetReadingSettings } from "../../lib/reading-settings/reading-settings-store";
import { renderWithProviders } from "../../testing/render";
import { ReadingSettingsButton } from "./reading-settings-button";

const root = document.documentElement;
const rootProperty = (name: string) => root.style.getPropertyValue(name);
const stored = () => (JSON.parse(localStorage.getItem(READING_SETTINGS_STORAGE_KEY) ?? "null") as { settings: Record<string, unknown> } | null)?.settings;

async function openPanel() {
  const user = userEvent.setup();
  renderWithProviders(<ReadingSettingsButton />);
  await user.click(screen.getByRole("button", { name: "Reading settings" }));
  return { user, dialog: await screen.findByRole("dialog", { name: "Reading settings" }) };
}

afterEach(() => {
  resetReadingSettings();
  localStorage.clear();
});

describe("Reading settings", () => {
  it("starts on 'Easier reading', which turns the whole page cream with OpenDyslexic and wider spacing in one click", async () => {
    const { user, dialog } = await openPanel();
    const preset = within(dialog).getByRole("button", { name: "Easier reading" });
    expect(preset).toHaveFocus();

    await user.click(preset);

    expect(rootProperty("--color-bg")).toBe(PALETTES.cream.bg);
    expect(rootProperty("--font-body")).toMatch(/^"OpenDyslexic"/);
    expect(rootProperty("--reading-letter-spacing")).toBe("0.12em");
    expect(within(dialog).getByRole("radio", { name: "Cream" })).toBeChecked();
    expect(within(dialog).getByRole("radio", { name: "OpenDyslexic" })).toBeChecked();
    expect(stored()).toMatchObject({ tint: "cream", typeface: "opendyslexic", spacing: "wider" });
  });

  it("applies each choice to the page at once and keeps it on the device", async () => {
    const { user, dialog } = await openPanel();

    await user.click(within(dialog).getByRole("radio", { name: "Dark" }));
    expect(rootProperty("--color-bg")).toBe(PALETTES.dark.bg);
    expect(rootProperty("--reading-color-scheme")).toBe("dark");

    await user.click(within(dialog).getByRole("radio", { name: "Atkinson Hyperlegible" }));
    expect(rootProperty("--font-body")).toMatch(/^"Atkinson Hyperlegible"/);

    await user.click(within(within(dialog).getByRole("group", { name: "Text size" })).getByRole("radio", { name: "Largest" }));
    expect(rootProperty("--reading-text-scale")).toBe("150%");

    await user.click(within(within(dialog).getByRole("group", { name: "Line spacing" })).getByRole("radio", { name: "2" }));
    expect(rootProperty("--reading-line-height")).toBe("2");

    await user.click(within(dialog).getByRole("checkbox", { name: /Reduce motion/ }));
    expect(root).toHaveAttribute("data-reduced-motion");

    expect(stored()).toMatchObject({ tint: "dark", typeface: "atkinson", text_size: "largest", line_spacing: "double", reduced_motion: true });
  });

  it("Reset to defaults puts everything back, on the page and on the device", async () => {
    const { user, dialog } = await openPanel();
    await user.click(within(dialog).getByRole("button", { name: "Easier reading" }));
    await user.click(within(dialog).getByRole("checkbox", { name: /Reduce motion/ }));

    await user.click(within(dialog).getByRole("button", { name: "Reset to defaults" }));

    expect(rootProperty("--color-bg")).toBe(PALETTES.white.bg);
    expect(rootProperty("--font-body")).not.toMatch(/OpenDyslexic/);
    expect(rootProperty("--reading-line-height")).toBe("1.5");
    expect(root).not.toHaveAttribute("data-reduced-motion");
    expect(within(dialog).getByRole("radio", { name: "White" })).toBeChecked();
    expect(stored()).toMatchObject({ tint: "white", typeface: "default", reduced_motion: false });
  });

  it("closes with Escape or Done and gives focus back to the button", async () => {
    const { user } = await openPanel();
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(screen.getByRole("button", { name: "Reading settings" })).toHaveFocus();

    await user.click(screen.getByRole("button", { name: "Reading settings" }));
    await user.click(await screen.findByRole("button", { name: "Done" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });
});
