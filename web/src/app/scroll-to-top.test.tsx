import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Link, MemoryRouter, Route, Routes } from "react-router-dom";
import { describe, expect, it, vi } from "vitest";
import { ScrollToTop } from "./scroll-to-top";

describe("ScrollToTop", () => {
  it("scrolls to the top when the page changes", async () => {
    render(
      <MemoryRouter>
        <ScrollToTop />
        <Routes>
          <Route path="/" element={<Link to="/about">About</Link>} />
          <Route path="/about" element={<h1>About</h1>} />
        </Routes>
      </MemoryRouter>,
    );
    const scrollTo = vi.mocked(window.scrollTo); // stubbed in testing/setup.ts
    scrollTo.mockClear();

    await userEvent.click(screen.getByRole("link", { name: "About" }));

    expect(await screen.findByRole("heading", { name: "About" })).toBeInTheDocument();
    expect(scrollTo).toHaveBeenCalledExactlyOnceWith(0, 0);
  });
});
