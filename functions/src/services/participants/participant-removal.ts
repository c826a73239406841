// The last step of deleting a participant (workflows/participant-deletion.ts runs the rest first).
export { deleteParticipantRecord } from "./repositories/participant-deletion-repository";
