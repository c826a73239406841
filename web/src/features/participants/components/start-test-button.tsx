// 'Start a test' opens the Start-a-test modal (spec section 2) once the profile is known.
import { useState } from "react";
import { useProfile } from "../../../lib/profile/get-profile";
import { StartTestDialog } from "./start-test-dialog";

export function StartTestButton({ label = "Start a test", primary = true }: { label?: string; primary?: boolean }) {
  const { data: profile } = useProfile();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className={primary ? "button button--primary" : "button"} disabled={!profile} onClick={() => setOpen(true)}>
        {label}
      </button>
      {open && profile ? <StartTestDialog profile={profile} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
