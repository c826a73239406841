// Check a reset link's action code before asking for a new password; resolves to the account's email.
import { verifyPasswordResetCode } from "firebase/auth";
import { auth } from "../../../lib/firebase";

export function verifyResetCode(oobCode: string): Promise<string> {
  return verifyPasswordResetCode(auth, oobCode);
}
