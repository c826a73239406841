import { Navigate } from "react-router-dom";
import { LoadingPage } from "../../../components/loading-page";
import { paths } from "../../../config/paths";
import { useProfile } from "../../../lib/profile/get-profile";
import { DashboardLayout } from "../components/dashboard-layout";
import { EmptyState } from "../components/empty-state";
import { managesUsers } from "../utils/nav-items";
import { usersCopy } from "../utils/page-copy";

export function UsersPage() {
  const { data: profile } = useProfile();
  if (!profile) return <LoadingPage />;
  // Only school and organization admins invite users; anyone else has no such page in their menu.
  if (!managesUsers(profile)) return <Navigate to={paths.dashboard.href()} replace />;
  const copy = usersCopy(profile);
  return (
    <DashboardLayout title={copy.title} subtitle={copy.subtitle}>
      <EmptyState title={copy.emptyTitle} description="People you invite appear here with their invite status." />
    </DashboardLayout>
  );
}
