// One invitation as its invitee sees it: who invited them, to what, and the two answers. Accepting may need
// the form around it to be valid first (a new account's password), so the caller says when it may.
import { useId } from "react";
import type { InvitationResponse } from "@readbright/domain/api/invitations";

export function invitationText({ inviter_name, school_name, role }: InvitationResponse): string {
  const place = school_name ?? "their organization";
  return `${inviter_name} invited you to join ${place} as a ${role}.`;
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
  const where = invitation.school_name ?? "an organization";
  return (
    <section className="invitation-card" aria-labelledby={headingId}>
      <h2 id={headingId} className="invitation-card__title">
        Invitation to {where}
      </h2>
      <p>{invitationText(invitation)}</p>
      <div className="invitation-card__actions">
        <button type="button" className="button button--primary" disabled={!canAccept || busy} onClick={onAccept}>
          Accept and join
        </button>
        <button type="button" className="button" disabled={busy} onClick={onDecline}>
          Decline
        </button>
      </div>
    </section>
  );
}
