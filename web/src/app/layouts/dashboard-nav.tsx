import { AppNavLink } from "../../components/app-link";
import type { DashboardNavItem } from "./nav-items";

export function DashboardNav({ items }: { items: readonly DashboardNavItem[] }) {
  return (
    <nav aria-label="Dashboard" className="dashboard-nav">
      <ul className="dashboard-nav__list">
        {items.map((item) => (
          <li key={item.label}>
            <AppNavLink className="dashboard-nav__link" to={item.to} end={item.end}>
              {item.label}
            </AppNavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
