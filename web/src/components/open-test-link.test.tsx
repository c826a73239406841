import { i18n } from "@lingui/core";
import { act, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderWithProviders } from "../testing/render";
import { OpenTestLink } from "./open-test-link";

afterEach(() => act(() => i18n.activate("en")));

describe("the link that opens a test", () => {
  it("says Start or Continue, naming whose test", () => {
    renderWithProviders(<OpenTestLink result={{ id: "r1", status: "not_started" }} name="Mia Berg" />);
    expect(screen.getByRole("link", { name: "Start Mia Berg's test" })).toHaveTextContent("Start");
  });

  it("speaks Spanish in Spanish", () => {
    act(() => i18n.activate("es"));
    renderWithProviders(
      <>
        <OpenTestLink result={{ id: "r1", status: "not_started" }} name="Mia Berg" />
        <OpenTestLink result={{ id: "r2", status: "in_progress" }} name="Leo Hart" />
      </>,
    );
    expect(screen.getByRole("link", { name: "Iniciar la prueba de Mia Berg" })).toHaveTextContent("Iniciar");
    expect(screen.getByRole("link", { name: "Continuar la prueba de Leo Hart" })).toHaveTextContent("Continuar");
  });
});
