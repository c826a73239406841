// The service worker (docs/decisions/0047-offline-player.md): registered once a page of the app itself has
// painted, with Workbox's window library loaded only then, so it is never part of a page's first
// JavaScript. A browser that refuses one (a private window, say) still tests online as before.
import { afterLoad } from "../utils/after-load";

let registering: Promise<boolean> | null = null;

/** Registers /sw.js once per page; resolves true when a worker is registered. */
export function registerServiceWorker(): Promise<boolean> {
  if (registering) return registering;
  if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return (registering = Promise.resolve(false));
  registering = afterLoad()
    .then(async () => {
      const { Workbox } = await import("workbox-window");
      await new Workbox("/sw.js").register();
      return true;
    })
    .catch(() => false);
  return registering;
}

/** Whether a service worker controls this page (its requests for the app's files are answered offline). */
export function controlledByServiceWorker(): boolean {
  return typeof navigator !== "undefined" && "serviceWorker" in navigator && navigator.serviceWorker.controller !== null;
}
