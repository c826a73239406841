// When an account is deleted: the cached phrases of its own words that nobody else asked for
// are deleted, audio and record; the others only stop naming it.
import { deleteCachedSpeech } from "./repositories/speech-cache-repository";
import { forgetSpeechUser, speechEntriesOf } from "./repositories/speech-cache-users-repository";

export async function forgetSpeechOf(uid: string): Promise<void> {
  for (const name of await speechEntriesOf(uid)) {
    await forgetSpeechUser(name, uid, () => deleteCachedSpeech(name));
  }
}
