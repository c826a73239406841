// The registration form in a modal; used by the participants page and by 'Start a test'.
import { useLingui } from "@lingui/react/macro";
import { consentBasisOf } from "@readbright/domain/consent";
import type { Participant } from "@readbright/domain/participant-schemas";
import { participantFormType } from "@readbright/domain/participant-schemas";
import { capitalise } from "@readbright/domain/people-words";
import type { Profile } from "@readbright/domain/profile";
import { useToast } from "../../../components/toast/toast-context";
import { Dialog } from "../../../components/dialog";
import { peopleText } from "../hooks/use-people-text";
import { ParticipantForm } from "./participant-form";

interface RegisterParticipantDialogProps {
  /** Decides the form type; without a profile the form asks what parents and organizations give. */
  profile: Pick<Profile, "user_type" | "user_subtype"> | undefined;
  onClose: () => void;
  onRegistered: (participant: Participant) => void;
}

export function RegisterParticipantDialog({ profile, onClose, onRegistered }: RegisterParticipantDialogProps) {
  const formType = profile ? participantFormType(profile) : "other";
  // Without a profile, the wording of the most common case: a parent adding a child.
  const consentBasis = profile ? consentBasisOf(profile) : "guardian";
  const { showToast } = useToast();
  const { t, i18n } = useLingui();
  const { one } = peopleText(i18n, profile?.user_type);
  const One = capitalise(one);
  return (
    <Dialog title={formType === "school" ? t`Add a student` : t`Register a new ${one}`} onClose={onClose}>
      <ParticipantForm
        formType={formType}
        consentBasis={consentBasis}
        onRegistered={(participant) => {
          const { name } = participant;
          showToast({ title: t`${One} registered`, description: t`${name} can take a test now.`, tone: "success" });
          onRegistered(participant);
        }}
      />
    </Dialog>
  );
}
