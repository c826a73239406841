// The site's navigation bar. Below 768px, or wherever the reading settings make the links too wide for one
// row (compact-header.ts), the links open from a hamburger over an overlay; while open,
// focus moves into the menu, and Escape, the overlay, a chosen link or tabbing away close it again.
import { useLingui } from "@lingui/react";
import { msg } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { useEffect, useId, useRef, useState } from "react";
import type { FocusEvent } from "react";
import { MOBILE_BREAKPOINT_PX } from "@readbright/domain/limits";
import { AppLink, AppNavLink } from "../../components/app-link";
import { LanguageSwitch } from "../../components/language-switch/language-switch";
import { ReadingSettingsButton } from "../../components/reading-settings/reading-settings-button";
import { paths } from "../../config/paths";
import { useAppNavigate } from "../../hooks/use-app-navigate";
import { useAuth } from "../../lib/auth-context";
import { SIGNED_IN_LINKS, VISITOR_LINKS } from "./nav-links";

/** Match compact-header.ts, which is loaded after the first render. */
const FIT_CLASSES = { "one-row": "site-header", snug: "site-header site-header--snug", compact: "site-header site-header--compact" } as const;
import "./nav-bar.css";

export function NavBar() {
  const { signedIn, signOut } = useAuth();
  const { i18n } = useLingui();
  const navigate = useAppNavigate();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const headerRef = useRef<HTMLElement>(null);
  const navRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);

  /** Closes the menu; when it was open, focus goes back to the hamburger instead of a now-hidden link. */
  function closeMenu() {
    if (!menuOpen) return;
    setMenuOpen(false);
    toggleRef.current?.focus();
  }

  useEffect(() => {
    if (!menuOpen) return;
    navRef.current?.querySelector<HTMLElement>("a, button")?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setMenuOpen(false);
      toggleRef.current?.focus();
    };
    // Widening the window past the breakpoint shows the links in the bar: no menu is left open behind it.
    const desktop = typeof window.matchMedia === "function" ? window.matchMedia(`(min-width: ${MOBILE_BREAKPOINT_PX}px)`) : null;
    const onWiden = (event: MediaQueryListEvent) => {
      if (event.matches) setMenuOpen(false);
    };
    document.addEventListener("keydown", onKeyDown);
    desktop?.addEventListener("change", onWiden);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      desktop?.removeEventListener("change", onWiden);
    };
  }, [menuOpen]);

  function handleBlur(event: FocusEvent<HTMLElement>) {
    const next = event.relatedTarget;
    if (menuOpen && next instanceof Node && !headerRef.current?.contains(next)) setMenuOpen(false);
  }

  async function handleLogout() {
    closeMenu();
    try {
      await signOut();
    } catch (error) {
      console.error("Logout failed", error);
    }
    await navigate(paths.home.href(), { carryQuery: false });
  }

  const links = signedIn ? SIGNED_IN_LINKS : VISITOR_LINKS;
  const [fit, setFit] = useState<keyof typeof FIT_CLASSES>("one-row");
  const linkCount = links.length;
  useEffect(() => {
    const header = headerRef.current;
    if (!header) return;
    // Loaded after the first render: the home page's first load stays within its budget.
    const watching = import("./compact-header").then(({ watchCompactHeader }) => watchCompactHeader(header, setFit));
    return () => void watching.then((stop) => stop());
  }, [linkCount, signedIn]);

  return (
    <header className={FIT_CLASSES[fit]} ref={headerRef} onBlur={handleBlur}>
      <div className="site-header__inner">
        <AppLink className="site-header__brand" to={paths.home.href()} onClick={closeMenu}>
          ReadBright
        </AppLink>
        <ReadingSettingsButton />
        <LanguageSwitch />
        <button
          type="button"
          className="nav-toggle"
          ref={toggleRef}
          aria-expanded={menuOpen}
          aria-controls={menuId}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <span className="nav-toggle__bars" aria-hidden="true" />
          <span className="visually-hidden">
            <Trans>Menu</Trans>
          </span>
        </button>
        <nav id={menuId} ref={navRef} className={menuOpen ? "site-nav site-nav--open" : "site-nav"} aria-label={i18n._(msg`Main`)}>
          <ul className="site-nav__list">
            {links.map((link) => (
              <li key={link.to}>
                <AppNavLink className="site-nav__link" to={link.to} end={link.end} onClick={closeMenu}>
                  {i18n._(link.label)}
                </AppNavLink>
              </li>
            ))}
            {signedIn ? (
              <li>
                <button type="button" className="site-nav__link site-nav__logout" onClick={() => void handleLogout()}>
                  <Trans>Logout</Trans>
                </button>
              </li>
            ) : null}
          </ul>
        </nav>
        {menuOpen ? <div className="nav-overlay" data-testid="nav-overlay" aria-hidden="true" onClick={closeMenu} /> : null}
      </div>
    </header>
  );
}
