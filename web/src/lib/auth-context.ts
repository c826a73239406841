// Who is signed in, shared with every feature through useAuth().
import { createContext, useContext } from "react";
import type { User } from "firebase/auth";

export interface AuthContextValue {
  user: User | null;
  /** True until Firebase Auth has restored (or not) the last session, and while it has not been started. */
  initialising: boolean;
  /** The best answer for display: the restored session, or while initialising the last one seen. */
  signedIn: boolean;
  signOut: () => Promise<void>;
  /**
   * Loads Firebase Auth and starts restoring the session, once; settles when it has first reported. Pages
   * start it by being outside the prerendered public ones (app/start-auth-when-needed.tsx).
   */
  startAuth: () => Promise<void>;
}

export const AuthContext = createContext<AuthContextValue | null>(null);

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error("useAuth must be used inside AuthProvider");
  return value;
}
