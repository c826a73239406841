// 'Invite teacher' (or 'Invite professional'): opens the invite modal.
import { useState } from "react";
import { InviteDialog } from "./invite-dialog";

export function InviteButton({ label, canInvite }: { label: string; canInvite: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="button button--primary" onClick={() => setOpen(true)}>
        {label}
      </button>
      {open ? <InviteDialog title={label} canInvite={canInvite} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
