// The signed-in shell around every dashboard page (spec section 2): navigation by user type beside the page,
// and the user menu in the page's header. Below 768px the navigation moves into the user menu.
import { useLingui } from "@lingui/react/macro";
import { Outlet } from "react-router-dom";
import type { Profile } from "@readbright/domain/profile";
import { PageFrameExtras } from "../../components/page-frame";
import { useProfile } from "../../lib/profile/get-profile";
import { DashboardNav } from "./dashboard-nav";
import { initials } from "./initials";
import { dashboardNavItems } from "./nav-items";
import { useIsMobile } from "./use-is-mobile";
import { UserMenu } from "./user-menu";
import "./dashboard-shell.css";

function fullName(profile: Profile, you: string): string {
  return [profile.first_name, profile.last_name].filter(Boolean).join(" ") || (profile.email ?? you);
}

export function DashboardShell() {
  // The route guard has loaded the profile before any dashboard page renders; until then there is no menu.
  const { t } = useLingui();
  const { data: profile } = useProfile();
  const isMobile = useIsMobile();
  const items = profile ? dashboardNavItems(profile) : [];
  const userMenu = profile ? <UserMenu initials={initials(profile.first_name, profile.last_name)} fullName={fullName(profile, t`you`)} items={isMobile ? items : []} /> : null;

  return (
    <div className="dashboard">
      {isMobile ? null : <aside className="dashboard__sidebar">{profile ? <DashboardNav items={items} /> : null}</aside>}
      <div className="dashboard__main">
        <PageFrameExtras value={userMenu}>
          <Outlet />
        </PageFrameExtras>
      </div>
    </div>
  );
}
