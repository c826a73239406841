import { i18n } from "@lingui/core";
import { act, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { AuditEventResponse } from "@readbright/domain/api/audit-events";
import { apiClient } from "../../../lib/api-client";
import { messages as english } from "../../../locales/en/activity.po";
import { messages as spanish } from "../../../locales/es/activity.po";
import { paths } from "../../../config/paths";
import { signedInAuth } from "../../../testing/auth";
import { FreshCache, fakeProfile } from "../../../testing/profile";
import { renderWithProviders } from "../../../testing/render";
import { englishLeft } from "../../../testing/english-left";
import { ActivityPage } from "./activity";

vi.mock("../../../lib/api-client", () => import("../../../testing/mock-api-client"));
const get = vi.mocked(apiClient.get);
afterEach(() => get.mockReset());

const EVENT: AuditEventResponse = {
  id: "e1",
  action: "participant_deleted",
  actor: { uid: "u1", name: "Tom Ashworth", email: "tom@example.com" },
  target_type: "participant",
  target_id: "p1",
  target_label: "Ada Lane",
  detail: null,
  created_at: "2026-11-20T10:05:00.000Z",
};

function renderInSpanish(events: AuditEventResponse[]) {
  get.mockImplementation(async (path: string) => {
    if (path === "/profile/") return fakeProfile({ user_type: "school", user_subtype: "school_admin", school: "s1" }) as never;
    if (path === "/audit-events/") return { items: events, next_cursor: null, total: events.length } as never;
    throw new Error(`unexpected GET ${path}`);
  });
  act(() => i18n.activate("es"));
  renderWithProviders(
    <FreshCache>
      <ActivityPage />
    </FreshCache>,
    { route: paths.activity.href(), path: paths.activity.path, auth: signedInAuth() },
  );
}

describe("the Activity page in Spanish", () => {
  it("the table's headers and the time in Spanish", async () => {
    renderInSpanish([EVENT]);
    const table = await screen.findByRole("table", { name: "Actividad" });
    expect(screen.getByRole("heading", { level: 1, name: "Actividad" })).toBeInTheDocument();
    expect(within(table).getAllByRole("columnheader").map((cell) => cell.textContent)).toEqual(["Qué", "Cuándo", "Quién", "Acerca de", "Detalles"]);
    const time = await waitFor(() => table.querySelector("time")!);
    const expected = new Intl.DateTimeFormat("es", { year: "numeric", month: "short", day: "numeric", hour: "numeric", minute: "2-digit" }).format(new Date(EVENT.created_at));
    expect(time.textContent).toBe(expected);
    expect(englishLeft(english, spanish)).toEqual([]);
  });

  it("nothing yet", async () => {
    renderInSpanish([]);
    expect(await screen.findByRole("region", { name: "Todavía no hay actividad" })).toHaveTextContent("Aquí aparecerán las acciones realizadas en su cuenta.");
    expect(englishLeft(english, spanish)).toEqual([]);
  });
});
