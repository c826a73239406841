// Chooses one of the user's participants (whom to test, or whose tests to show).
import type { Participant } from "@readbright/domain/participant-schemas";
import { PlainSelect } from "../../../components/plain-select";

interface ParticipantPickerProps {
  participants: readonly Participant[];
  loading?: boolean;
  value: string;
  onChange: (id: string) => void;
  label?: string;
  placeholder?: string;
}

export function ParticipantPicker({ participants, loading = false, value, onChange, label = "Participant", placeholder = "Select a participant" }: ParticipantPickerProps) {
  return (
    <PlainSelect
      label={label}
      placeholder={loading ? "Loading..." : placeholder}
      value={value}
      options={participants.map((participant) => ({ value: participant.id, label: participant.name }))}
      onChange={onChange}
    />
  );
}
