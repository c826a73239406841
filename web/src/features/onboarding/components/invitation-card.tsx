// One invitation as its invitee sees it: who invited them, to what, and the two answers. Accepting may need
// the form around it to be valid first (a new account's password), so the caller says when it may.
import type { I18n } from "@lingui/core";
import { t as translate } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useId } from "react";
import type { InvitationResponse } from "@readbright/domain/api/invitations";

/** "Sam Lee invited you to join Hill School as a teacher.": one whole sentence per role and place. */
export function invitationText(i18n: I18n, { inviter_name: inviter, school_name: school, role }: InvitationResponse): string {
  if (!school) {
    return role === "teacher"
      ? translate(i18n)`${inviter} invited you to join their organization as a teacher.`
      : translate(i18n)`${inviter} invited you to join their organization as a professional.`;
  }
  return role === "teacher"
    ? translate(i18n)`${inviter} invited you to join ${school} as a teacher.`
    : translate(i18n)`${inviter} invited you to join ${school} as a professional.`;
}

interface InvitationCardProps {
  invitation: InvitationResponse;
  /** False while the answer cannot be sent yet (a password still to choose), or one is being sent. */
  canAccept: boolean;
  busy: boolean;
  onAccept: () => void;
  onDecline: () => void;
}

export function InvitationCard({ invitation, canAccept, busy, onAccept, onDecline }: InvitationCardProps) {
  const headingId = useId();
  const { i18n } = useLingui();
  const school = invitation.school_name;
  return (
    <section className="invitation-card" aria-labelledby={headingId}>
      <h2 id={headingId} className="invitation-card__title">
        {!school ? <Trans>Invitation to an organization</Trans> : <Trans>Invitation to {school}</Trans>}
      </h2>
      <p>{invitationText(i18n, invitation)}</p>
      <div className="invitation-card__actions">
        <button type="button" className="button button--primary" disabled={!canAccept || busy} onClick={onAccept}>
          <Trans>Accept and join</Trans>
        </button>
        <button type="button" className="button" disabled={busy} onClick={onDecline}>
          <Trans>Decline</Trans>
        </button>
      </div>
    </section>
  );
}
