// Chooses one of the user's participants (whom to test, or whose tests to show).
import { useLingui } from "@lingui/react/macro";
import type { Participant } from "@readbright/domain/participant-schemas";
import { PlainSelect } from "../../../components/plain-select";

interface ParticipantPickerProps {
  participants: readonly Participant[];
  loading?: boolean;
  value: string;
  onChange: (id: string) => void;
  /** In the language in force; "Participant" and "Select a participant" without them. */
  label?: string;
  placeholder?: string;
}

export function ParticipantPicker({ participants, loading = false, value, onChange, label, placeholder }: ParticipantPickerProps) {
  const { t } = useLingui();
  return (
    <PlainSelect
      label={label ?? t`Participant`}
      placeholder={loading ? t`Loading...` : (placeholder ?? t`Select a participant`)}
      value={value}
      options={participants.map((participant) => ({ value: participant.id, label: participant.name }))}
      onChange={onChange}
    />
  );
}
