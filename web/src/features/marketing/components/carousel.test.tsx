import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CAROUSEL_ADVANCE_MS, CAROUSEL_RESUME_MS } from "@readbright/domain/limits";
import { Carousel } from "./carousel";
import type { Slide } from "./carousel";

const slides: Slide[] = ["First", "Second", "Third"].map((title) => ({ id: title, title: { id: title, message: title }, text: { id: `${title} text`, message: `${title} text` }, art: null }));

function renderCarousel() {
  render(<Carousel label="Highlights" slides={slides} />);
}

const currentTitle = () => screen.getByRole("heading", { level: 2 }).textContent;
const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const click = (name: string) => fireEvent.click(screen.getByRole("button", { name }));

function preferReducedMotion(reduce: boolean) {
  vi.stubGlobal("matchMedia", (query: string) => ({
    matches: reduce && query.includes("reduce"),
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("Carousel", () => {
  it("shows one slide at a time, labelled for assistive technology", () => {
    renderCarousel();
    expect(screen.getByRole("region", { name: "Highlights" })).toHaveAttribute("aria-roledescription", "carousel");
    expect(screen.getAllByRole("heading", { level: 2 })).toHaveLength(1);
    expect(currentTitle()).toBe("First");
    expect(screen.getByRole("group", { name: "1 of 3" })).toBeInTheDocument();
  });

  it("advances every 3.5 seconds and wraps around", () => {
    renderCarousel();
    wait(CAROUSEL_ADVANCE_MS - 1);
    expect(currentTitle()).toBe("First");
    wait(1);
    expect(currentTitle()).toBe("Second");
    wait(CAROUSEL_ADVANCE_MS * 2);
    expect(currentTitle()).toBe("First");
  });

  it("browses with previous, next and the slide buttons", () => {
    renderCarousel();
    click("Previous slide");
    expect(currentTitle()).toBe("Third");
    click("Next slide");
    expect(currentTitle()).toBe("First");
    click("Slide 2: Second");
    expect(currentTitle()).toBe("Second");
    expect(screen.getByRole("button", { name: "Slide 2: Second" })).toHaveAttribute("aria-current", "true");
  });

  it("holds still after manual browsing and resumes its rhythm 5 seconds later", () => {
    renderCarousel();
    wait(2000);
    click("Next slide");
    expect(currentTitle()).toBe("Second");

    wait(CAROUSEL_RESUME_MS);
    expect(currentTitle()).toBe("Second");
    wait(CAROUSEL_ADVANCE_MS - 1);
    expect(currentTitle()).toBe("Second");
    wait(1);
    expect(currentTitle()).toBe("Third");
    wait(CAROUSEL_ADVANCE_MS);
    expect(currentTitle()).toBe("First");
  });

  it("counts the 5 seconds from the last manual step", () => {
    renderCarousel();
    click("Next slide");
    wait(4000);
    click("Next slide");
    // One step per timer: React applies the resume when each act() ends.
    wait(CAROUSEL_RESUME_MS);
    wait(CAROUSEL_ADVANCE_MS - 1);
    expect(currentTitle()).toBe("Third");
    wait(1);
    expect(currentTitle()).toBe("First");
  });

  it("stops when paused and goes on when played, announcing slides only while stopped", () => {
    renderCarousel();
    const slidesRegion = screen.getByRole("group", { name: "1 of 3" }).parentElement;
    expect(slidesRegion).toHaveAttribute("aria-live", "off");

    click("Pause slides");
    expect(slidesRegion).toHaveAttribute("aria-live", "polite");
    wait(CAROUSEL_ADVANCE_MS * 3);
    expect(currentTitle()).toBe("First");

    click("Play slides");
    wait(CAROUSEL_ADVANCE_MS);
    expect(currentTitle()).toBe("Second");
  });

  it("does not move by itself when the visitor prefers reduced motion", () => {
    preferReducedMotion(true);
    renderCarousel();
    expect(screen.getByRole("button", { name: "Play slides" })).toBeInTheDocument();
    wait(CAROUSEL_ADVANCE_MS * 3);
    expect(currentTitle()).toBe("First");
    click("Next slide");
    wait(CAROUSEL_RESUME_MS);
    wait(CAROUSEL_ADVANCE_MS * 2);
    expect(currentTitle()).toBe("Second");
  });

  it("stops moving by itself as soon as reduced motion is chosen in Reading settings", async () => {
    preferReducedMotion(false);
    renderCarousel();
    wait(CAROUSEL_ADVANCE_MS);
    expect(currentTitle()).toBe("Second");
    try {
      // The attribute is watched by a MutationObserver, whose callback runs as a microtask.
      await act(async () => document.documentElement.setAttribute("data-reduced-motion", ""));
      expect(screen.getByRole("button", { name: "Play slides" })).toBeInTheDocument();
      wait(CAROUSEL_ADVANCE_MS * 3);
      expect(currentTitle()).toBe("Second");
    } finally {
      document.documentElement.removeAttribute("data-reduced-motion");
    }
  });

  it("moves when the system allows motion", () => {
    preferReducedMotion(false);
    renderCarousel();
    wait(CAROUSEL_ADVANCE_MS);
    expect(currentTitle()).toBe("Second");
  });
});
