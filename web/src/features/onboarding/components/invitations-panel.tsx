// The profile type page's invitations: someone who registered with an invited address sees
// each invitation and answers it here. Choosing a profile type of their own declines what is left.
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { FormStatus } from "../../../components/form/form-status";
import { paths } from "../../../config/paths";
import { useAppNavigate } from "../../../hooks/use-app-navigate";
import { useAcceptInvitation, useDeclineInvitation } from "../api/answer-invitation";
import { useMyInvitations } from "../api/get-my-invitations";
import { errorMessage } from "../../../lib/error-message";
import { InvitationCard } from "./invitation-card";

export const ANSWER_FAILED = msg`Could not send your answer. Please try again.`;

export function InvitationsPanel() {
  const { data: invitations } = useMyInvitations();
  const accept = useAcceptInvitation();
  const decline = useDeclineInvitation();
  const navigate = useAppNavigate();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { t } = useLingui();
  if (!invitations || invitations.length === 0) return null;

  async function answer(run: () => Promise<unknown>, next?: string) {
    setBusy(true);
    setError(null);
    try {
      await run();
    } catch (caught) {
      setError(errorMessage(caught, t(ANSWER_FAILED)));
      setBusy(false);
      return;
    }
    setBusy(false);
    if (next) await navigate(next);
  }

  return (
    <div className="invitations-panel">
      {invitations.map((invitation) => (
        <InvitationCard
          key={invitation.id}
          invitation={invitation}
          canAccept
          busy={busy}
          onAccept={() => void answer(() => accept(invitation.id), paths.profileInfo.href())}
          onDecline={() => void answer(() => decline(invitation.id))}
        />
      ))}
      <FormStatus message={error} />
      <p className="invitations-panel__note">
        <Trans>Or choose a profile of your own below: that declines the invitation.</Trans>
      </p>
    </div>
  );
}
