// Always in the page, so screen readers announce each toast added to it. Where it sits is chosen so that
// it covers no form field or primary button (toast-placement.ts, loaded with the first toast).
import { useLingui } from "@lingui/react/macro";
import { useEffect, useRef } from "react";
import type { Toast } from "./toast-context";
import "./toast.css";

interface ToastRegionProps {
  toasts: Toast[];
  onDismiss: (id: number) => void;
}

export function ToastRegion({ toasts, onDismiss }: ToastRegionProps) {
  const { t } = useLingui();
  const regionRef = useRef<HTMLDivElement>(null);
  const showing = toasts.length > 0;

  useEffect(() => {
    const region = regionRef.current;
    if (!showing || !region) return;
    const watching = import("./toast-placement").then(({ watchToastPlacement }) => watchToastPlacement(region));
    return () => void watching.then((stop) => stop());
  }, [showing]);

  return (
    <div ref={regionRef} className="toast-region" role="status" aria-live="polite" aria-label={t`Notifications`}>
      {toasts.map((toast) => (
        <div key={toast.id} className={`toast toast--${toast.tone}`}>
          <div className="toast__text">
            <p className="toast__title">{toast.title}</p>
            {toast.description ? <p className="toast__description">{toast.description}</p> : null}
          </div>
          <button type="button" className="toast__close" aria-label={t`Close notification`} onClick={() => onDismiss(toast.id)}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
      ))}
    </div>
  );
}
