// 'Start a test' opens the Start-a-test modal (spec section 2) once the profile is known.
import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { useProfile } from "../../../lib/profile/get-profile";
import { StartTestDialog } from "./start-test-dialog";

/** `label` is in the language in force; "Start a test" without one. */
export function StartTestButton({ label, primary = true }: { label?: string; primary?: boolean }) {
  const { t } = useLingui();
  const { data: profile } = useProfile();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className={primary ? "button button--primary" : "button"} disabled={!profile} onClick={() => setOpen(true)}>
        {label ?? t`Start a test`}
      </button>
      {open && profile ? <StartTestDialog profile={profile} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
