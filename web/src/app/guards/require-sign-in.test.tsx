import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Route, Routes } from "react-router-dom";
import { fakeUser, signedInAuth, visitorAuth } from "../../testing/auth";
import { LocationProbe, renderWithProviders } from "../../testing/render";
import { RequireSignIn } from "./require-sign-in";

function guarded(route: string, auth = visitorAuth()) {
  return renderWithProviders(
    <Routes>
      <Route element={<RequireSignIn />}>
        <Route path="/dashboard" element={<h1>Dashboard</h1>} />
        <Route path="/verify-email" element={<h1>Check your email!</h1>} />
      </Route>
      <Route path="*" element={<LocationProbe />} />
    </Routes>,
    { route, path: "/*", auth },
  );
}

describe("RequireSignIn", () => {
  it("renders nothing while authentication initialises", () => {
    const { container } = guarded("/dashboard", visitorAuth({ initialising: true }));
    expect(container.querySelector("h1")).toBeNull();
    expect(screen.queryByText(/Now at/)).not.toBeInTheDocument();
  });

  it("sends visitors to log in with the query string kept", async () => {
    guarded("/dashboard?child=3");
    expect(await screen.findByText("Now at /login?child=3")).toBeInTheDocument();
  });

  it("sends users with an unverified email to verify it", async () => {
    guarded("/dashboard?child=3", signedInAuth(fakeUser({ emailVerified: false })));
    expect(await screen.findByRole("heading", { name: "Check your email!" })).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Dashboard" })).not.toBeInTheDocument();
  });

  it("lets unverified users see the verify-email page", () => {
    guarded("/verify-email?from=registration", signedInAuth(fakeUser({ emailVerified: false })));
    expect(screen.getByRole("heading", { name: "Check your email!" })).toBeInTheDocument();
  });

  it("shows the page to verified users", () => {
    guarded("/dashboard", signedInAuth());
    expect(screen.getByRole("heading", { name: "Dashboard" })).toBeInTheDocument();
  });
});
