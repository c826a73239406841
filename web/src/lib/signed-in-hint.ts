// Remembers whether the last visit ended signed in, so public pages can show the right
// navigation bar before Firebase Auth (loaded later, on purpose) has restored the session.
const KEY = "readbright.signed-in";

export function readSignedInHint(): boolean {
  try {
    return window.localStorage.getItem(KEY) === "1";
  } catch {
    return false;
  }
}

export function writeSignedInHint(signedIn: boolean): void {
  try {
    if (signedIn) window.localStorage.setItem(KEY, "1");
    else window.localStorage.removeItem(KEY);
  } catch {
    // Storage may be blocked; the hint is only a nicety.
  }
}
