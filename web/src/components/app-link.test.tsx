import { render, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter, Route, Routes, useLocation } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { useAppNavigate } from "../hooks/use-app-navigate";
import { AppLink } from "./app-link";

function WhereAmI() {
  const location = useLocation();
  return <p>At {location.pathname + location.search}</p>;
}

function GoButton({ to, carryQuery }: { to: string; carryQuery?: boolean }) {
  const navigate = useAppNavigate();
  return (
    <button type="button" onClick={() => void navigate(to, { carryQuery })}>
      Go to {to}
    </button>
  );
}

function renderAt(entry: string, ui: ReactNode) {
  return render(
    <MemoryRouter initialEntries={[entry]}>
      <Routes>
        <Route path="/" element={ui} />
        <Route path="*" element={<WhereAmI />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe("AppLink", () => {
  it("carries the current query string to its target", () => {
    renderAt("/?ref=school", <AppLink to="/register">Register</AppLink>);
    expect(screen.getByRole("link", { name: "Register" })).toHaveAttribute("href", "/register?ref=school");
  });

  it("leaves the query string behind when told to", () => {
    renderAt(
      "/?ref=school",
      <AppLink to="/register" carryQuery={false}>
        Register
      </AppLink>,
    );
    expect(screen.getByRole("link", { name: "Register" })).toHaveAttribute("href", "/register");
  });
});

describe("useAppNavigate", () => {
  it("carries the query string when navigating", async () => {
    renderAt("/?ref=school", <GoButton to="/login" />);
    await userEvent.click(screen.getByRole("button", { name: "Go to /login" }));
    expect(screen.getByText("At /login?ref=school")).toBeInTheDocument();
  });

  it("keeps the target's own query string", async () => {
    renderAt("/?ref=school", <GoButton to="/verify-email?from=registration" />);
    await userEvent.click(screen.getByRole("button", { name: /Go to/ }));
    expect(screen.getByText("At /verify-email?from=registration")).toBeInTheDocument();
  });

  it("can be told not to carry", async () => {
    renderAt("/?ref=school", <GoButton to="/about" carryQuery={false} />);
    await userEvent.click(screen.getByRole("button", { name: /Go to/ }));
    expect(screen.getByText("At /about")).toBeInTheDocument();
  });
});
