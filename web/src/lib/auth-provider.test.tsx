import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { User } from "firebase/auth";
import { useEffect } from "react";
import useSWR from "swr";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeUser } from "../testing/auth";
import { useAuth } from "./auth-context";
import { AuthProvider } from "./auth-provider";

let reportUser: ((user: User | null) => void) | undefined;
const signOutUser = vi.fn(async () => reportUser?.(null));
const loadAuthSession = vi.fn(async () => ({
  watchUser: (onChange: (user: User | null) => void) => {
    reportUser = onChange;
    return () => {};
  },
  signOutUser,
}));

vi.mock("./load-auth-session", () => ({ loadAuthSession: () => loadAuthSession() }));

/** A page that needs Auth, as every page but the prerendered public ones does. */
function Probe({ startsAuth = true }: { startsAuth?: boolean }) {
  const { user, initialising, signedIn, signOut, startAuth } = useAuth();
  useEffect(() => {
    if (startsAuth) void startAuth();
  }, [startsAuth, startAuth]);
  return (
    <>
      <p>{initialising ? "initialising" : `ready: ${user?.email ?? "nobody"}`}</p>
      <p>{user?.emailVerified ? "email verified" : "email not verified"}</p>
      <p>{signedIn ? "links: signed in" : "links: visitor"}</p>
      <button type="button" onClick={() => void signOut()}>
        Sign out
      </button>
    </>
  );
}

/** Some data a page fetched for the signed-in user. */
function CachedParticipants() {
  const { data } = useSWR("test/participants", async () => "Ann and Ben", { revalidateOnFocus: false, dedupingInterval: 0 });
  return <p>participants: {data ?? "none"}</p>;
}

/** Plays Firebase restoring a session, once the provider has started watching. */
async function firebaseReports(user: User | null) {
  await vi.waitFor(() => expect(reportUser).toBeDefined());
  act(() => reportUser?.(user));
}

afterEach(() => {
  reportUser = undefined;
  loadAuthSession.mockClear();
  window.localStorage.clear();
});

describe("AuthProvider", () => {
  it("initialises, then reports the restored user", async () => {
    render(
      <AuthProvider>
        <Probe />
      </AuthProvider>,
    );
    expect(screen.getByText("initialising")).toBeInTheDocument();

    await firebaseReports(fakeUser());

    expect(await screen.findByText("ready: ada@example.com")).toBeInTheDocument();
    expect(screen.getByText("links: signed in")).toBeInTheDocument();
  });

  it("does not load Firebase until a page asks for it", () => {
    render(
      <AuthProvider>
        <Probe startsAuth={false} />
      </AuthProvider>,
    );
    expect(screen.getByText("initialising")).toBeInTheDocument();
    expect(screen.getByText("links: visitor")).toBeInTheDocument();
    // render() has run every effect, where a page would have asked.
    expect(loadAuthSession).not.toHaveBeenCalled();
  });

  it("loads Firebase once however many times it is asked", async () => {
    render(
      <AuthProvider>
        <Probe />
        <Probe />
      </AuthProvider>,
    );
    await firebaseReports(fakeUser());
    expect(await screen.findAllByText("ready: ada@example.com")).toHaveLength(2);
    expect(loadAuthSession).toHaveBeenCalledTimes(1);
  });

  it("guesses the navigation from the last session while initialising", () => {
    window.localStorage.setItem("readbright.signed-in", "1");
    render(
      <AuthProvider>
        <Probe />
      </AuthProvider>,
    );
    expect(screen.getByText("initialising")).toBeInTheDocument();
    expect(screen.getByText("links: signed in")).toBeInTheDocument();
  });

  it("signs out through Firebase and forgets the session", async () => {
    render(
      <AuthProvider>
        <Probe />
      </AuthProvider>,
    );
    await firebaseReports(fakeUser());
    await screen.findByText("ready: ada@example.com");

    await userEvent.click(screen.getByRole("button", { name: "Sign out" }));

    expect(signOutUser).toHaveBeenCalled();
    expect(await screen.findByText("ready: nobody")).toBeInTheDocument();
    expect(window.localStorage.getItem("readbright.signed-in")).toBeNull();
  });

  it("reports the same user again when Firebase reloads it, so a fresh emailVerified is seen", async () => {
    render(
      <AuthProvider>
        <Probe />
      </AuthProvider>,
    );
    const user = fakeUser({ emailVerified: false });
    await firebaseReports(user);
    expect(await screen.findByText("email not verified")).toBeInTheDocument();

    // reload() updates the same User object in place, then notifies the ID token listeners.
    Object.assign(user, { emailVerified: true });
    await firebaseReports(user);

    expect(await screen.findByText("email verified")).toBeInTheDocument();
  });

  async function signedInWithCachedParticipants() {
    render(
      <AuthProvider>
        <Probe />
        <CachedParticipants />
      </AuthProvider>,
    );
    await firebaseReports(fakeUser());
    expect(await screen.findByText("participants: Ann and Ben")).toBeInTheDocument();
  }

  it("forgets every cached response on logout", async () => {
    await signedInWithCachedParticipants();

    await userEvent.click(screen.getByRole("button", { name: "Sign out" }));

    expect(await screen.findByText("participants: none")).toBeInTheDocument();
  });

  it("forgets every cached response when the session ends elsewhere", async () => {
    await signedInWithCachedParticipants();

    // Another tab signed out: Firebase reports it here without signOut() being called.
    await firebaseReports(null);

    expect(await screen.findByText("participants: none")).toBeInTheDocument();
  });
});
