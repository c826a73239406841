// Everything above the router: who is signed in and the toasts.
import type { ReactNode } from "react";
import { ToastProvider } from "../components/toast/toast-provider";
import { AuthProvider } from "../lib/auth-provider";

export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <AuthProvider>
      <ToastProvider>{children}</ToastProvider>
    </AuthProvider>
  );
}
