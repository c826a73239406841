import { act, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { i18n } from "@lingui/core";
import { englishLeft } from "../testing/english-left";
import { MemoryCountdown } from "./memory-countdown";

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

describe("MemoryCountdown", () => {
  it("counts down 5 seconds by default, green then orange then red, and calls onDone once at zero", () => {
    const onDone = vi.fn();
    render(<MemoryCountdown onDone={onDone} />);
    const bar = screen.getByRole("progressbar", { name: "Time to look at the pictures" });
    expect(bar).toHaveAttribute("aria-valuenow", "100");
    expect(bar).toHaveAttribute("aria-valuetext", "5 seconds left");
    expect(bar).toHaveClass("countdown--green");

    advance(1000);
    expect(bar).toHaveAttribute("aria-valuenow", "80");
    expect(bar).toHaveClass("countdown--green");

    advance(1500); // 2.5 s left: 50 %
    expect(bar).toHaveAttribute("aria-valuenow", "50");
    expect(bar).toHaveClass("countdown--orange");

    advance(1500); // 1 s left: 20 %
    expect(bar).toHaveAttribute("aria-valuetext", "1 second left");
    expect(bar).toHaveClass("countdown--red");
    expect(onDone).not.toHaveBeenCalled();

    advance(1000);
    expect(bar).toHaveAttribute("aria-valuenow", "0");
    expect(onDone).toHaveBeenCalledTimes(1);

    advance(5000);
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it("tells a screen reader the time left once a second, in a live region beside the bar", () => {
    render(<MemoryCountdown onDone={() => {}} />);
    const heard = screen.getByRole("status");
    expect(heard).toHaveTextContent("5 seconds left to look at the pictures");
    advance(1000);
    expect(heard).toHaveTextContent("4 seconds left to look at the pictures");
    advance(400);
    expect(heard).toHaveTextContent("4 seconds left to look at the pictures");
    advance(2600);
    expect(heard).toHaveTextContent("1 second left to look at the pictures");
  });

  it("with reduced motion chosen, steps once a second instead of sliding, and still ends on time", () => {
    document.documentElement.setAttribute("data-reduced-motion", "");
    try {
      const onDone = vi.fn();
      render(<MemoryCountdown onDone={onDone} />);
      const bar = screen.getByRole("progressbar", { name: "Time to look at the pictures" });
      advance(500);
      expect(bar).toHaveAttribute("aria-valuenow", "100");
      advance(600); // 3.9 s left
      expect(bar).toHaveAttribute("aria-valuenow", "80");
      advance(3900);
      expect(bar).toHaveAttribute("aria-valuenow", "0");
      expect(onDone).toHaveBeenCalledTimes(1);
    } finally {
      document.documentElement.removeAttribute("data-reduced-motion");
    }
  });

  it("takes another length", () => {
    const onDone = vi.fn();
    render(<MemoryCountdown seconds={2} onDone={onDone} />);
    advance(1900);
    expect(onDone).not.toHaveBeenCalled();
    advance(100);
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it("does not call onDone after it is gone", () => {
    const onDone = vi.fn();
    const { unmount } = render(<MemoryCountdown onDone={onDone} />);
    advance(2000);
    unmount();
    advance(5000);
    expect(onDone).not.toHaveBeenCalled();
  });
});

describe("MemoryCountdown in Spanish", () => {
  it("names the bar and says the seconds left in Spanish", () => {
    act(() => i18n.activate("es"));
    render(<MemoryCountdown onDone={() => {}} />);
    const bar = screen.getByRole("progressbar", { name: "Tiempo para mirar las imágenes" });
    expect(bar).toHaveAttribute("aria-valuetext", "Quedan 5 segundos");
    expect(screen.getByRole("status")).toHaveTextContent("Quedan 5 segundos para mirar las imágenes");
    advance(4000);
    expect(bar).toHaveAttribute("aria-valuetext", "Queda 1 segundo");
    expect(englishLeft()).toEqual([]);
  });
});
