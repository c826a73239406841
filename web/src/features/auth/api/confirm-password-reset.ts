import { confirmPasswordReset } from "firebase/auth";
import { auth } from "../../../lib/firebase";

export function confirmNewPassword(oobCode: string, newPassword: string): Promise<void> {
  return confirmPasswordReset(auth, oobCode, newPassword);
}
