import { act, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { i18n } from "@lingui/core";
import { englishLeft } from "../testing/english-left";
import { NetworkBanner } from "./network-banner";
import { SaveStatus } from "./save-status";

describe("the player's network and saving lines in Spanish", () => {
  it("say offline, how many answers wait and that the page must stay open, in Spanish", () => {
    act(() => i18n.activate("es"));
    render(
      <>
        <NetworkBanner online={false} retrying={false} />
        <SaveStatus answersWaiting={2} readiness="ready" onlyInPage />
      </>,
    );
    expect(screen.getByRole("alert")).toHaveTextContent("No hay conexión. No te preocupes: tu respuesta está guardada");
    const status = screen.getByRole("status");
    expect(status).toHaveTextContent("Listo para usar sin conexión");
    expect(status).toHaveTextContent("2 respuestas por enviar");
    expect(status).toHaveTextContent("Deja esta página abierta hasta que se envíen");
    expect(englishLeft()).toEqual([]);
  });

  it("say one answer waiting, a retry, and the network coming back, in Spanish", () => {
    act(() => i18n.activate("es"));
    const { rerender } = render(
      <>
        <NetworkBanner online retrying />
        <SaveStatus answersWaiting={1} readiness="preparing" />
      </>,
    );
    expect(screen.getByRole("alert")).toHaveTextContent("Todavía no pudimos enviar tu respuesta. Intentando de nuevo...");
    expect(screen.getByRole("status")).toHaveTextContent("Preparando el modo sin conexión...1 respuesta por enviar");
    expect(englishLeft()).toEqual([]);
    rerender(
      <>
        <NetworkBanner online retrying={false} />
        <SaveStatus answersWaiting={0} readiness="online-only" />
      </>,
    );
    expect(screen.getByRole("status")).toHaveTextContent("Todas las respuestas guardadas");
    expect(englishLeft()).toEqual([]);
  });
});
