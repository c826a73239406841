// The spec lists /register-participant as an empty public page; participants are registered from the dashboard.
import { useLingui } from "@lingui/react/macro";

export function RegisterParticipantPage() {
  const { t } = useLingui();
  return (
    <div className="page">
      <title>{t`Register a participant | ReadBright`}</title>
    </div>
  );
}
