// Checks a password reset code once and reports verifying, invalid, or valid with the account's email.
import { useEffect, useState } from "react";
import { verifyResetCode } from "../api/verify-password-reset-code";

export type ResetCodeCheck = { status: "verifying" } | { status: "invalid" } | { status: "valid"; email: string; oobCode: string };

/** Give the component a `key` of the code, so a new code starts from "verifying". */
export function useResetCodeCheck(oobCode: string | null): ResetCodeCheck {
  const [check, setCheck] = useState<ResetCodeCheck>(oobCode ? { status: "verifying" } : { status: "invalid" });

  useEffect(() => {
    if (!oobCode) return;
    let current = true;
    verifyResetCode(oobCode).then(
      (email) => current && setCheck({ status: "valid", email, oobCode }),
      () => current && setCheck({ status: "invalid" }),
    );
    return () => {
      current = false;
    };
  }, [oobCode]);

  return check;
}
