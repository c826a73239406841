import { act, render, screen } from "@testing-library/react";
import { i18n } from "@lingui/core";
import { MemoryRouter } from "react-router-dom";
import { afterEach, describe, expect, it } from "vitest";
import { DashboardNav } from "./dashboard-nav";
import { dashboardNavItems } from "./nav-items";

afterEach(() => act(() => i18n.activate("en")));

describe("the dashboard navigation in Spanish", () => {
  it("names the navigation and a school admin's pages in Spanish", () => {
    act(() => i18n.activate("es"));
    render(
      <MemoryRouter>
        <DashboardNav items={dashboardNavItems({ user_type: "school", user_subtype: "school_admin" })} />
      </MemoryRouter>,
    );
    const nav = screen.getByRole("navigation", { name: "Panel" });
    expect([...nav.querySelectorAll("a")].map((link) => link.textContent)).toEqual(["Panel", "Mis docentes", "Mis pruebas", "Pruebas en curso", "Actividad", "Configuración"]);
  });
});
