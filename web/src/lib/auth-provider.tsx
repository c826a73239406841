import { useCallback, useEffect, useMemo, useState } from "react";
import type { ReactNode } from "react";
import type { User } from "firebase/auth";
import { AuthContext } from "./auth-context";
import type { AuthContextValue } from "./auth-context";
import { loadAuthSession } from "./load-auth-session";
import { readSignedInHint, writeSignedInHint } from "./signed-in-hint";

interface SessionState {
  user: User | null;
  initialising: boolean;
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const [session, setSession] = useState<SessionState>({ user: null, initialising: true });
  const [hint] = useState(readSignedInHint);

  useEffect(() => {
    let stopWatching: (() => void) | undefined;
    let cancelled = false;
    loadAuthSession()
      .then(({ watchUser }) => {
        if (cancelled) return;
        stopWatching = watchUser((user) => {
          writeSignedInHint(user !== null);
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
