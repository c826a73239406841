// The last step of deleting a participant (workflows/participant-deletion.ts runs the rest first): with
// them goes their diagnostic outcome's part in the accuracy counts.
import type { JoinedWrite } from "../../core/transaction-step";
import { accuracyRecount } from "./outcome-comparison";
import { deleteParticipantRecord as deleteRecord } from "./repositories/participant-deletion-repository";
import type { StoredParticipant } from "./stored-participant";

export function deleteParticipantRecord(participant: StoredParticipant, alsoWrite: JoinedWrite | null): Promise<void> {
  return deleteRecord(participant, alsoWrite, (outcome) => accuracyRecount(participant.id, outcome, null));
}
