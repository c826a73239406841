import { DashboardLayout } from "../components/dashboard-layout";
import { EmptyState } from "../components/empty-state";
import { StartTestButton } from "../components/start-test-button";
import { DASHBOARD_COPY } from "../utils/page-copy";

export function DashboardPage() {
  return (
    <DashboardLayout title={DASHBOARD_COPY.title} subtitle={DASHBOARD_COPY.subtitle} actions={<StartTestButton />}>
      <EmptyState
        title="No insights yet!"
        description="Your results and insights appear here once a test has been taken."
        action={<StartTestButton label="Take your first test" primary={false} />}
      />
    </DashboardLayout>
  );
}
