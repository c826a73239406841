import { act, fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Link, MemoryRouter, Route, Routes, useNavigate } from "react-router-dom";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ScrollToTop } from "./scroll-to-top";

/** jsdom does not scroll: window.scrollY follows window.scrollTo and the reader's "scrolling" here. */
let scrollY = 0;
function scrollBy(y: number) {
  scrollY = y;
  fireEvent.scroll(window);
}

beforeEach(() => {
  scrollY = 0;
  vi.spyOn(window, "scrollY", "get").mockImplementation(() => scrollY);
  vi.mocked(window.scrollTo).mockImplementation(((x: number, y: number) => {
    scrollY = y;
  }) as typeof window.scrollTo);
});

afterEach(() => sessionStorage.clear());

function List() {
  const navigate = useNavigate();
  return (
    <>
      <h1>List</h1>
      <Link to="/about">About</Link>
      <button type="button" onClick={() => void navigate("/?risk=high", { replace: true })}>
        Filter
      </button>
      <button type="button" onClick={() => void navigate("/?participant=p1")}>
        Open participant
      </button>
    </>
  );
}

function BackButton() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => void navigate(-1)}>
      Back
    </button>
  );
}

function renderApp() {
  render(
    <MemoryRouter>
      <ScrollToTop />
      <BackButton />
      <Routes>
        <Route path="/" element={<List />} />
        <Route path="/about" element={<h1>About</h1>} />
      </Routes>
    </MemoryRouter>,
  );
  const scrollTo = vi.mocked(window.scrollTo); // stubbed in testing/setup.ts
  scrollTo.mockClear();
  return { user: userEvent.setup(), scrollTo };
}

describe("ScrollToTop", () => {
  it("scrolls to the top when the page changes", async () => {
    const { user, scrollTo } = renderApp();
    await user.click(screen.getByRole("link", { name: "About" }));
    expect(await screen.findByRole("heading", { name: "About" })).toBeInTheDocument();
    expect(scrollTo).toHaveBeenCalledExactlyOnceWith(0, 0);
  });

  it("brings Back to the place the page was scrolled to", async () => {
    const { user, scrollTo } = renderApp();
    act(() => scrollBy(1200));
    await user.click(screen.getByRole("link", { name: "About" }));
    expect(scrollY).toBe(0);
    act(() => scrollBy(300));

    await user.click(screen.getByRole("button", { name: "Back" }));
    expect(await screen.findByRole("heading", { name: "List" })).toBeInTheDocument();
    expect(scrollTo).toHaveBeenLastCalledWith(0, 1200);
    expect(scrollY).toBe(1200);
  });

  it("opens a participant of the same page at the top, and Back finds the list where it was", async () => {
    const { user } = renderApp();
    act(() => scrollBy(2000));
    await user.click(screen.getByRole("button", { name: "Open participant" }));
    expect(scrollY).toBe(0);
    await user.click(screen.getByRole("button", { name: "Back" }));
    expect(scrollY).toBe(2000);
  });

  it("keeps the place when a filter only replaces the address", async () => {
    const { user, scrollTo } = renderApp();
    act(() => scrollBy(700));
    await user.click(screen.getByRole("button", { name: "Filter" }));
    expect(scrollTo).not.toHaveBeenCalled();
    expect(scrollY).toBe(700);
  });

  it("keeps the places for a reload of the tab", async () => {
    renderApp();
    act(() => scrollBy(450));
    fireEvent(window, new Event("pagehide"));
    expect(Object.values(JSON.parse(sessionStorage.getItem("readbright.scroll-positions") ?? "{}"))).toContain(450);
  });
});
