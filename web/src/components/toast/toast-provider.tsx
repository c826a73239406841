import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import type { ReactNode } from "react";
import { TOAST_MS } from "@readbright/domain/limits";
import { ToastContext } from "./toast-context";
import type { Toast, ToastApi, ToastInput } from "./toast-context";
import { ToastRegion } from "./toast-region";

export const MAX_TOASTS = 2;

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());
  const nextId = useRef(1);

  const dismissToast = useCallback((id: number) => {
    clearTimeout(timers.current.get(id));
    timers.current.delete(id);
    setToasts((current) => current.filter((toast) => toast.id !== id));
  }, []);

  const showToast = useCallback(
    ({ title, description, tone = "info", durationMs = TOAST_MS }: ToastInput) => {
      const id = nextId.current++;
      // At most two at once, the newest: a pile of toasts covers the page (decision 36).
      setToasts((current) => {
        const kept = current.slice(-(MAX_TOASTS - 1));
        for (const gone of current.slice(0, current.length - kept.length)) {
          clearTimeout(timers.current.get(gone.id));
          timers.current.delete(gone.id);
        }
        return [...kept, { id, title, description, tone }];
      });
      timers.current.set(
        id,
        setTimeout(() => dismissToast(id), durationMs),
      );
      return id;
    },
    [dismissToast],
  );

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => clearTimeout(timer));
  }, []);

  const api = useMemo<ToastApi>(() => ({ showToast, dismissToast }), [showToast, dismissToast]);

  return (
    <ToastContext value={api}>
      {children}
      <ToastRegion toasts={toasts} onDismiss={dismissToast} />
    </ToastContext>
  );
}
