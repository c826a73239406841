// Read-aloud clips kept on the device for an opened test, so the reader speaks without the network.
import { playerDb } from "./player-db";

const keyOf = (resultId: string, speechKey: string) => `${resultId}|${speechKey}`;

export async function storedSpeech(resultId: string, speechKey: string): Promise<Blob | null> {
  const clip = await (await playerDb()).get("speech", keyOf(resultId, speechKey));
  return clip ? new Blob([clip.bytes], { type: clip.type }) : null;
}

export async function storeSpeech(resultId: string, speechKey: string, audio: Blob): Promise<void> {
  await (await playerDb()).put("speech", { bytes: await audio.arrayBuffer(), type: audio.type }, keyOf(resultId, speechKey));
}
