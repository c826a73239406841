// Every dashboard page (spec section 2): navigation by user type beside a header with title, subtitle and
// actions, an optional subheader, and the body. Below 768px the navigation moves into the user menu.
import type { ReactNode } from "react";
import type { Profile } from "@readbright/domain/profile";
import { useProfile } from "../../../lib/profile/get-profile";
import { useIsMobile } from "../hooks/use-is-mobile";
import { initials } from "../utils/initials";
import { dashboardNavItems } from "../utils/nav-items";
import { DashboardNav } from "./dashboard-nav";
import { UserMenu } from "./user-menu";
import "./dashboard.css";

interface DashboardLayoutProps {
  title: string;
  subtitle?: string;
  actions?: ReactNode;
  subheader?: ReactNode;
  children: ReactNode;
}

function fullName(profile: Profile): string {
  return [profile.first_name, profile.last_name].filter(Boolean).join(" ") || (profile.email ?? "you");
}

export function DashboardLayout({ title, subtitle, actions, subheader, children }: DashboardLayoutProps) {
  // The route guard has loaded the profile before any dashboard page renders; until then there is no menu.
  const { data: profile } = useProfile();
  const isMobile = useIsMobile();
  const items = profile ? dashboardNavItems(profile) : [];

  return (
    <div className="dashboard">
      <title>{`${title} | ReadBright`}</title>
      {isMobile ? null : <aside className="dashboard__sidebar">{profile ? <DashboardNav items={items} /> : null}</aside>}
      <div className="dashboard__main">
        <header className="dashboard__header">
          <div className="dashboard__heading">
            <h1 className="dashboard__title">{title}</h1>
            {subtitle ? <p className="dashboard__subtitle">{subtitle}</p> : null}
          </div>
          <div className="dashboard__actions">
            {actions}
            {profile ? (
              <UserMenu initials={initials(profile.first_name, profile.last_name)} fullName={fullName(profile)} items={isMobile ? items : []} />
            ) : null}
          </div>
        </header>
        {subheader ? <div className="dashboard__subheader">{subheader}</div> : null}
        <div className="dashboard__body">{children}</div>
      </div>
    </div>
  );
}
