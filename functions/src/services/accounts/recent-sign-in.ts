// The sign-in age deleting an account or downloading all its data needs: a session left open on a
// shared computer can do neither.
import { RECENT_SIGN_IN_MINUTES } from "@readbright/domain/api/profile";
import type { AuthUser } from "../../core/caller";
import { HttpError } from "../../core/http-error";

/** 403 with `message` unless the person signed in within RECENT_SIGN_IN_MINUTES of `now`. */
export function assertRecentSignIn(user: Pick<AuthUser, "signedInAt">, now: Date, message: string): void {
  const signedIn = user.signedInAt?.getTime() ?? 0;
  if (now.getTime() - signedIn > RECENT_SIGN_IN_MINUTES * 60_000) throw new HttpError(403, message);
}
