// Whether this device's microphone check passed for a result: kept on the device (not the session), so a
// reload or a paused test does not ask again. Asked again only when a recording fails.
const key = (resultId: string) => `readbright:mic-checked:${resultId}`;

export function micCheckPassed(resultId: string): boolean {
  try {
    return localStorage.getItem(key(resultId)) === "1";
  } catch {
    return false;
  }
}

export function rememberMicCheck(resultId: string): void {
  try {
    localStorage.setItem(key(resultId), "1");
  } catch {
    // Private mode without storage: the check is simply asked again after a reload.
  }
}

/** The check is needed while recording questions are still to come. */
export function needsMicCheck(resultId: string, questions: readonly { id: number; question_type: string }[], answered: ReadonlySet<number>): boolean {
  return !micCheckPassed(resultId) && questions.some((q) => q.question_type === "recording" && !answered.has(q.id));
}
