import { useEffect, useId, useState } from "react";
import { AppLink, AppNavLink } from "../../components/app-link";
import { paths } from "../../config/paths";
import { useAppNavigate } from "../../hooks/use-app-navigate";
import { useAuth } from "../../lib/auth-context";
import { SIGNED_IN_LINKS, VISITOR_LINKS } from "./nav-links";
import "./nav-bar.css";

export function NavBar() {
  const { signedIn, signOut } = useAuth();
  const navigate = useAppNavigate();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const closeMenu = () => setMenuOpen(false);

  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") setMenuOpen(false);
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [menuOpen]);

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

  return (
    <header className="site-header">
      <div className="site-header__inner">
        <AppLink className="site-header__brand" to={paths.home.href()} onClick={closeMenu}>
          ReadBright
        </AppLink>
        <button
          type="button"
          className="nav-toggle"
          aria-expanded={menuOpen}
          aria-controls={menuId}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <span className="nav-toggle__bars" aria-hidden="true" />
          <span className="visually-hidden">Menu</span>
        </button>
        <nav id={menuId} className={menuOpen ? "site-nav site-nav--open" : "site-nav"} aria-label="Main">
          <ul className="site-nav__list">
            {links.map((link) => (
              <li key={link.to}>
                <AppNavLink className="site-nav__link" to={link.to} end={link.end} onClick={closeMenu}>
                  {link.label}
                </AppNavLink>
              </li>
            ))}
            {signedIn ? (
              <li>
                <button type="button" className="site-nav__link site-nav__logout" onClick={() => void handleLogout()}>
                  Logout
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
