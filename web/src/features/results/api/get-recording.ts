// getRecording (contract: domain/src/api/recordings.ts): a
// recorded answer's audio, for the participant's account holders. Fetched through the api client as a Blob
// because the request needs the ID token, which an <audio src> cannot send; the player plays an object URL
// of it. No SWR key or hook: audio is fetched when someone presses play, and is not kept in SWR's cache.
import { getRecording as getRecordingEndpoint } from "@readbright/domain/api/recordings";
import { call } from "../../../lib/api-call";

export function getRecording(resultId: string, questionId: number): Promise<Blob> {
  return call(getRecordingEndpoint, { params: { id: resultId, question_id: questionId } }, { responseType: "blob" });
}
