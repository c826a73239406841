import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Form, Formik } from "formik";
import { describe, expect, it, vi } from "vitest";
import { object, string } from "yup";
import { countryNames } from "../../lib/profile/country-names";
import { ComboboxField } from "./combobox-field";

function renderCountry(initial = "") {
  const onSubmit = vi.fn();
  const user = userEvent.setup();
  render(
    <Formik initialValues={{ country: initial }} validationSchema={object({ country: string().required("Country is required") })} onSubmit={onSubmit}>
      <Form>
        <ComboboxField name="country" label="Country" options={countryNames()} />
        <button type="submit">Save</button>
      </Form>
    </Formik>,
  );
  return { user, onSubmit, input: screen.getByRole("combobox", { name: "Country" }) };
}

const optionNames = () => within(screen.getByRole("listbox", { name: "Country" })).getAllByRole("option").map((option) => option.textContent);

describe("country list", () => {
  it("names every ISO 3166-1 country, sorted alphabetically", () => {
    const names = countryNames();
    expect(names).toHaveLength(249);
    expect(names.slice(0, 3)).toEqual(["Afghanistan", "Åland Islands", "Albania"]);
    expect(names).toEqual(expect.arrayContaining(["Norway", "United Kingdom", "Côte d’Ivoire", "Zimbabwe"]));
    expect([...names].sort((a, b) => a.localeCompare(b, "en"))).toEqual(names);
  });

  it("names every country in Spanish for a Spanish page, sorted as Spanish sorts", () => {
    const names = countryNames("es");
    expect(names).toHaveLength(249);
    expect(names).toEqual(expect.arrayContaining(["México", "Estados Unidos", "España", "Reino Unido"]));
    expect(names).not.toContain("United States");
    expect([...names].sort((a, b) => a.localeCompare(b, "es"))).toEqual(names);
  });
});

describe("ComboboxField", () => {
  it("is a collapsed combobox until the user types or presses an arrow key", async () => {
    const { user, input } = renderCountry();
    expect(input).toHaveAttribute("aria-expanded", "false");
    expect(screen.getByRole("listbox", { hidden: true })).not.toBeVisible();

    await user.click(input);
    await user.keyboard("{Escape}");
    expect(input).toHaveAttribute("aria-expanded", "false");
    await user.keyboard("{ArrowDown}");
    expect(input).toHaveAttribute("aria-expanded", "true");
    expect(optionNames()).toHaveLength(249);
  });

  it("filters as the user types, ignoring case and accents", async () => {
    const { user, input } = renderCountry();
    await user.type(input, "GUINEA");
    // Names starting with the text first, then names with a word starting with it, then the rest.
    expect(optionNames()).toEqual(["Guinea", "Guinea-Bissau", "Equatorial Guinea", "Papua New Guinea"]);
    await user.clear(input);
    await user.type(input, "un");
    expect(optionNames().slice(0, 5)).toEqual(["United Arab Emirates", "United Kingdom", "United States", "Brunei", "Burundi"]);

    await user.clear(input);
    await user.type(input, "cote");
    expect(optionNames()).toEqual(["Côte d’Ivoire"]);

    await user.type(input, "xyz");
    expect(screen.queryByRole("listbox")).not.toBeInTheDocument();
    expect(screen.getByText("No matches for “cotexyz”")).toBeInTheDocument();
  });

  it("moves through the matches with the arrow keys and chooses with Enter", async () => {
    const { user, input, onSubmit } = renderCountry();
    await user.type(input, "nor");
    expect(optionNames()).toEqual(["Norfolk Island", "North Korea", "North Macedonia", "Northern Mariana Islands", "Norway"]);
    const active = () => document.getElementById(input.getAttribute("aria-activedescendant") ?? "");
    expect(active()).toHaveTextContent("Norfolk Island");
    expect(active()).toHaveAttribute("aria-selected", "true");

    await user.keyboard("{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}");
    expect(active()).toHaveTextContent("Norway"); // stops at the last match
    await user.keyboard("{ArrowUp}");
    expect(active()).toHaveTextContent("Northern Mariana Islands");
    await user.keyboard("{ArrowDown}{Enter}");

    expect(input).toHaveValue("Norway");
    expect(input).toHaveAttribute("aria-expanded", "false");
    expect(onSubmit).not.toHaveBeenCalled(); // Enter chose; it did not submit
    await user.keyboard("{Enter}");
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ country: "Norway" }, expect.anything()));
  });

  it("chooses an option with a click", async () => {
    const { user, input } = renderCountry();
    await user.type(input, "united");
    await user.click(screen.getByRole("option", { name: "United Kingdom" }));
    expect(input).toHaveValue("United Kingdom");
    expect(input).toHaveFocus();
  });

  it("takes text that names a country exactly, and puts back anything else", async () => {
    const { user, input } = renderCountry("Norway");
    await user.clear(input);
    await user.type(input, "ireland");
    await user.tab();
    expect(input).toHaveValue("Ireland");

    await user.type(input, " and Atlantis");
    await user.tab();
    expect(input).toHaveValue("Ireland");

    await user.clear(input);
    await user.tab();
    expect(input).toHaveValue("");
    expect(await screen.findByText("Country is required")).toBeInTheDocument();
  });

  it("says a country is required once it has been left empty", async () => {
    const { user, input } = renderCountry();
    await user.click(input);
    await user.tab();
    expect(await screen.findByText("Country is required")).toBeInTheDocument();
    expect(input).toHaveAccessibleDescription("Country is required");
    expect(input).toHaveAttribute("aria-invalid", "true");
  });
});
