// The registration form in a modal; used by the participants page and by 'Start a test'.
import { consentBasisOf } from "@readbright/domain/consent";
import type { Participant } from "@readbright/domain/participant-schemas";
import { participantFormType } from "@readbright/domain/participant-schemas";
import { capitalise, peopleWords } from "@readbright/domain/people-words";
import type { Profile } from "@readbright/domain/profile";
import { useToast } from "../../../components/toast/toast-context";
import { Dialog } from "../../../components/dialog";
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
  const words = peopleWords(profile?.user_type);
  return (
    <Dialog title={formType === "school" ? "Add a student" : `Register a new ${words.one}`} onClose={onClose}>
      <ParticipantForm
        formType={formType}
        consentBasis={consentBasis}
        onRegistered={(participant) => {
          showToast({ title: `${capitalise(words.one)} registered`, description: `${participant.name} can take a test now.`, tone: "success" });
          onRegistered(participant);
        }}
      />
    </Dialog>
  );
}
