import { LoadingPage } from "../../../components/loading-page";
import { useProfile } from "../../../lib/profile/get-profile";
import { DashboardLayout } from "../components/dashboard-layout";
import { EmptyState } from "../components/empty-state";
import { myTestsCopy } from "../utils/page-copy";

export function MyTestsPage() {
  const { data: profile } = useProfile();
  if (!profile) return <LoadingPage />;
  const copy = myTestsCopy(profile);
  return (
    <DashboardLayout title={copy.title} subtitle={copy.subtitle}>
      <EmptyState title={copy.emptyTitle} description="Test results appear here once a test has been taken." />
    </DashboardLayout>
  );
}
