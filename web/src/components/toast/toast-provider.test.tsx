import { act, fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useToast } from "./toast-context";
import type { ToastInput } from "./toast-context";
import { ToastProvider } from "./toast-provider";

function ShowButton(toast: ToastInput) {
  const { showToast } = useToast();
  return (
    <button type="button" onClick={() => showToast(toast)}>
      Show
    </button>
  );
}

function renderToasts(toast: ToastInput) {
  render(
    <ToastProvider>
      <ShowButton {...toast} />
    </ToastProvider>,
  );
}

afterEach(() => vi.useRealTimers());

describe("toasts", () => {
  it("are announced in a polite status region", async () => {
    renderToasts({ title: "Registration failed", description: "The email address is invalid.", tone: "error" });
    const region = screen.getByRole("status");
    expect(region).toHaveAttribute("aria-live", "polite");
    expect(region).toBeEmptyDOMElement();

    await userEvent.click(screen.getByRole("button", { name: "Show" }));

    expect(region).toHaveTextContent("Registration failed");
    expect(region).toHaveTextContent("The email address is invalid.");
  });

  it("can be closed", async () => {
    renderToasts({ title: "Registration successful" });
    await userEvent.click(screen.getByRole("button", { name: "Show" }));

    await userEvent.click(screen.getByRole("button", { name: "Close notification" }));

    expect(screen.getByRole("status")).toBeEmptyDOMElement();
  });

  it("disappear after 5 seconds by default", () => {
    vi.useFakeTimers();
    renderToasts({ title: "Login successful" });
    fireEvent.click(screen.getByRole("button", { name: "Show" }));

    act(() => vi.advanceTimersByTime(4999));
    expect(screen.getByRole("status")).toHaveTextContent("Login successful");
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole("status")).toBeEmptyDOMElement();
  });

  it("can stay for a different time", () => {
    vi.useFakeTimers();
    renderToasts({ title: "Try Again", durationMs: 3000 });
    fireEvent.click(screen.getByRole("button", { name: "Show" }));

    act(() => vi.advanceTimersByTime(3000));
    expect(screen.getByRole("status")).toBeEmptyDOMElement();
  });

  it("shows at most the two newest at once, so they never pile up over a page", async () => {
    renderToasts({ title: "Link copied" });
    for (let i = 0; i < 3; i += 1) await userEvent.click(screen.getByRole("button", { name: "Show" }));
    expect(screen.getAllByText("Link copied")).toHaveLength(2);
  });
});
