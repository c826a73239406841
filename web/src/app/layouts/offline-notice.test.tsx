import { act, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { i18n } from "@lingui/core";
import { OFFLINE_NOTICE, OfflineNotice } from "./offline-notice";

function goOnline(online: boolean) {
  vi.spyOn(navigator, "onLine", "get").mockReturnValue(online);
  act(() => void window.dispatchEvent(new Event(online ? "online" : "offline")));
}

afterEach(() => vi.restoreAllMocks());

describe("the offline notice", () => {
  it("says what needs the network while the browser is offline, and goes when it is back", () => {
    render(<OfflineNotice />);
    expect(screen.queryByRole("status")).toBeNull();
    goOnline(false);
    expect(screen.getByRole("status")).toHaveTextContent(i18n._(OFFLINE_NOTICE));
    goOnline(true);
    expect(screen.queryByRole("status")).toBeNull();
  });
});
