// Everything above the router: the language, who is signed in and the toasts.
import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import type { ReactNode } from "react";
import { ToastProvider } from "../components/toast/toast-provider";
import { AuthProvider } from "../lib/auth-provider";

export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <I18nProvider i18n={i18n}>
      <AuthProvider>
        <ToastProvider>{children}</ToastProvider>
      </AuthProvider>
    </I18nProvider>
  );
}
