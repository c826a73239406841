// Starts Firebase Auth when the page needs it: anywhere but the prerendered public pages, or on those
// when the visitor's last visit ended signed in (the header then shows their links). A signed-out visitor
// reading the public pages never downloads the SDK (docs/decisions/0031).
import { useEffect } from "react";
import { useLocation } from "react-router-dom";
import { useAuth } from "../lib/auth-context";
import { isPrerenderedPage } from "./public-pages";

export function StartAuthWhenNeeded() {
  const { signedIn, startAuth } = useAuth();
  const { pathname } = useLocation();
  const needed = signedIn || !isPrerenderedPage(pathname);
  useEffect(() => {
    if (needed) startAuth();
  }, [needed, startAuth]);
  return null;
}
