import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from "react";
import type { ReactNode } from "react";
import type { User } from "firebase/auth";
import { AuthContext } from "./auth-context";
import type { AuthContextValue } from "./auth-context";
import { loadAuthSession } from "./load-auth-session";
import { readSignedInHint, writeSignedInHint } from "./signed-in-hint";

// SWR loads with the first page that fetches data, not with the shell (docs/decisions/0003).
const clearCachedData = async () => (await import("./clear-cached-data")).clearCachedData();

interface SessionState {
  user: User | null;
  initialising: boolean;
}

interface AuthRun {
  /** Settles once Firebase has first reported (or failed to start): the wait is over either way. */
  ready: Promise<void>;
  cancelled: boolean;
  stop?: () => void;
}

const noHintChanges = () => () => {};

export function AuthProvider({ children }: { children: ReactNode }) {
  const [session, setSession] = useState<SessionState>({ user: null, initialising: true });
  // The prerendered public pages were rendered signed out, so hydration starts signed out too and switches to
  // the hint straight after; a page rendered in the browser reads the hint at once (docs/decisions/0031).
  const hint = useSyncExternalStore(noHintChanges, readSignedInHint, () => false);
  const lastUid = useRef<string | null>(null);
  const run = useRef<AuthRun | null>(null);

  // Firebase loads only when a page asks for it (docs/decisions/0031): a visitor reading the public pages
  // never downloads it. Safe to call while rendering: it starts one load and hands back the same wait.
  const startAuth = useCallback((): Promise<void> => {
    if (run.current) return run.current.ready;
    let settle = () => {};
    const current: AuthRun = { ready: new Promise<void>((resolve) => (settle = resolve)), cancelled: false };
    run.current = current;
    loadAuthSession()
      .then(({ watchUser }) => {
        if (current.cancelled) return settle();
        current.stop = watchUser((user) => {
          // A session that ends or changes hands anywhere (this tab, another tab, an expired token) takes
          // its cached data with it.
          if (lastUid.current !== null && lastUid.current !== (user?.uid ?? null)) void clearCachedData();
          lastUid.current = user?.uid ?? null;
          writeSignedInHint(user !== null);
          // A new object each time: a reload keeps the same User, but its emailVerified may have changed.
          setSession({ user, initialising: false });
          settle();
        });
      })
      .catch((error: unknown) => {
        // Without Auth the public pages still work; signed-in pages will send people to log in.
        console.error("Authentication could not start", error);
        if (!current.cancelled) setSession({ user: null, initialising: false });
        settle();
      });
    return current.ready;
  }, []);

  useEffect(
    () => () => {
      if (!run.current) return;
      run.current.cancelled = true;
      run.current.stop?.();
      run.current = null;
    },
    [],
  );

  const signOut = useCallback(async () => {
    const { signOutUser } = await loadAuthSession();
    await signOutUser();
    await clearCachedData();
  }, []);

  const value = useMemo<AuthContextValue>(
    () => ({
      user: session.user,
      initialising: session.initialising,
      signedIn: session.initialising ? hint : session.user !== null,
      signOut,
      startAuth,
    }),
    [session, hint, signOut, startAuth],
  );

  return <AuthContext value={value}>{children}</AuthContext>;
}
