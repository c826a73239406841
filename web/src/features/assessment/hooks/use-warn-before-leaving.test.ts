import { renderHook } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { useWarnBeforeLeaving } from "./use-warn-before-leaving";

function leave(): boolean {
  const event = new Event("beforeunload", { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

describe("useWarnBeforeLeaving", () => {
  it("asks before leaving only while an answer is being sent", () => {
    const { rerender, unmount } = renderHook(({ active }) => useWarnBeforeLeaving(active), { initialProps: { active: false } });
    expect(leave()).toBe(false);
    rerender({ active: true });
    expect(leave()).toBe(true);
    rerender({ active: false });
    expect(leave()).toBe(false);
    rerender({ active: true });
    unmount();
    expect(leave()).toBe(false);
  });
});
