// The menu button with the user's initials (spec section 2): Logout, and on mobile the dashboard pages too.
// It follows the ARIA menu button pattern: arrow keys, Home and End move through the items, Escape closes
// the menu and gives focus back to the button.
import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useId, useRef, useState } from "react";
import type { KeyboardEvent } from "react";
import { AppLink } from "../../components/app-link";
import { paths } from "../../config/paths";
import { useAppNavigate } from "../../hooks/use-app-navigate";
import { useAuth } from "../../lib/auth-context";
import type { DashboardNavItem } from "./nav-items";
import "../../components/menu.css";

const menuItemsOf = (list: HTMLElement | null) => Array.from(list?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);

interface UserMenuProps {
  initials: string;
  fullName: string;
  /** Navigation items the menu offers as well (on mobile, where the side navigation is hidden). */
  items: readonly DashboardNavItem[];
}

export function UserMenu({ initials, fullName, items }: UserMenuProps) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLUListElement>(null);
  const menuId = useId();
  const { signOut } = useAuth();
  const navigate = useAppNavigate();

  function close({ returnFocus }: { returnFocus: boolean }) {
    setOpen(false);
    if (returnFocus) button.current?.focus();
  }

  useEffect(() => {
    if (!open) return;
    menuItemsOf(menu.current)[0]?.focus();
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menu.current?.contains(target) && !button.current?.contains(target)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [open]);

  function handleMenuKeyDown(event: KeyboardEvent) {
    const all = menuItemsOf(menu.current);
    const index = all.indexOf(document.activeElement as HTMLElement);
    const move: Record<string, number> = {
      ArrowDown: (index + 1) % all.length,
      ArrowUp: (index - 1 + all.length) % all.length,
      Home: 0,
      End: all.length - 1,
    };
    if (event.key in move) {
      event.preventDefault();
      all[move[event.key] ?? 0]?.focus();
    } else if (event.key === "Escape") {
      event.preventDefault();
      close({ returnFocus: true });
    } else if (event.key === "Tab") {
      setOpen(false);
    }
  }

  async function handleLogout() {
    setOpen(false);
    try {
      await signOut();
    } catch (error) {
      console.error("Logout failed", error);
    }
    await navigate(paths.home.href(), { carryQuery: false });
  }

  return (
    <div className="user-menu">
      <button
        ref={button}
        type="button"
        className="user-menu__button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={t`User menu for ${fullName}`}
        onClick={() => setOpen((value) => !value)}
        onKeyDown={(event) => {
          if (event.key === "ArrowDown" || event.key === "ArrowUp") {
            event.preventDefault();
            setOpen(true);
          }
        }}
      >
        <span aria-hidden="true">{initials}</span>
      </button>
      {open ? (
        <ul ref={menu} id={menuId} role="menu" aria-label={t`User menu`} className="user-menu__list" onKeyDown={handleMenuKeyDown}>
          {items.map((item) => (
            <li key={item.to} role="none">
              <AppLink role="menuitem" tabIndex={-1} className="user-menu__item" to={item.to} onClick={() => setOpen(false)}>
                {t(item.label)}
              </AppLink>
            </li>
          ))}
          <li role="none">
            <button type="button" role="menuitem" tabIndex={-1} className="user-menu__item" onClick={() => void handleLogout()}>
              <Trans>Logout</Trans>
            </button>
          </li>
        </ul>
      ) : null}
    </div>
  );
}
