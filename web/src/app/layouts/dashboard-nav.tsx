import { useLingui } from "@lingui/react/macro";
import { AppNavLink } from "../../components/app-link";
import type { DashboardNavItem } from "./nav-items";

export function DashboardNav({ items }: { items: readonly DashboardNavItem[] }) {
  const { t } = useLingui();
  return (
    <nav aria-label={t`Dashboard`} className="dashboard-nav">
      <ul className="dashboard-nav__list">
        {items.map((item) => (
          <li key={item.to}>
            <AppNavLink className="dashboard-nav__link" to={item.to} end={item.end}>
              {t(item.label)}
            </AppNavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
