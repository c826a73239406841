// 'Testing now': a school's staff watch a class take the test, live.
import { useLingui } from "@lingui/react/macro";
import { Navigate } from "react-router-dom";
import { EmptyState } from "../../../components/empty-state/empty-state";
import { LoadingPage } from "../../../components/loading-page";
import { PageFrame } from "../../../components/page-frame";
import { paths } from "../../../config/paths";
import { useProfile } from "../../../lib/profile/get-profile";
import { listenToClass } from "../api/listen-to-class";
import { TestingNowView } from "../components/testing-now-view";

export function TestingNowPage() {
  const { data: profile } = useProfile();
  const { t } = useLingui();
  if (!profile) return <LoadingPage />;
  // Only a school's admin and teachers have classes; anyone else has no such page in their menu.
  if (profile.user_type !== "school") return <Navigate to={paths.dashboard.href()} replace />;
  return (
    <PageFrame title={t`Testing now`} subtitle={t`Each student's progress through the test, as it happens.`}>
      {profile.school ? (
        <TestingNowView schoolId={profile.school} listen={listenToClass} />
      ) : (
        <EmptyState title={t`No school yet`} description={t`Register your school and add students to watch a class take the test.`} />
      )}
    </PageFrame>
  );
}
