import { useCallback, useEffect, useMemo, useRef, useState } from "react";
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

export function AuthProvider({ children }: { children: ReactNode }) {
  const [session, setSession] = useState<SessionState>({ user: null, initialising: true });
  const [hint] = useState(readSignedInHint);
  const lastUid = useRef<string | null>(null);

  useEffect(() => {
    let stopWatching: (() => void) | undefined;
    let cancelled = false;
    loadAuthSession()
      .then(({ watchUser }) => {
        if (cancelled) return;
        stopWatching = watchUser((user) => {
          // A session that ends or changes hands anywhere (this tab, another tab, an expired token) takes
          // its cached data with it.
          if (lastUid.current !== null && lastUid.current !== (user?.uid ?? null)) void clearCachedData();
          lastUid.current = user?.uid ?? null;
          writeSignedInHint(user !== null);
          // A new object each time: a reload keeps the same User, but its emailVerified may have changed.
          setSession({ user, initialising: false });
        });
      })
      .catch((error: unknown) => {
        // Without Auth the public pages still work; signed-in pages will send people to log in.
        console.error("Authentication could not start", error);
        if (!cancelled) setSession({ user: null, initialising: false });
      });
    return () => {
      cancelled = true;
      stopWatching?.();
    };
  }, []);

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
    }),
    [session, hint, signOut],
  );

  return <AuthContext value={value}>{children}</AuthContext>;
}
