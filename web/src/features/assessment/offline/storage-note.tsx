// A line on the start page for the grown-up setting up the device: said only when the browser may not
// keep what the test leaves on the device (storage-check.ts). Nothing is said where all is well.
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useEffect, useState } from "react";
import { protectTestStorage } from "./storage-check";
import type { StorageSafety } from "./storage-check";

export const STORAGE_NOTES: Record<StorageSafety, MessageDescriptor | null> = {
  kept: null,
  unknown: null,
  "may-be-cleared": msg`This browser may clear answers kept on this device if it runs short of space. Keep the network on during the test, or install ReadBright as an app, to keep them safe.`,
  "short-of-space": msg`This device is short of space, so the test cannot be kept on it: keep the network on until the test is finished.`,
};

export function StorageNote() {
  const { t } = useLingui();
  const [safety, setSafety] = useState<StorageSafety>("unknown");
  useEffect(() => {
    let live = true;
    void protectTestStorage().then((found) => live && setSafety(found));
    return () => {
      live = false;
    };
  }, []);
  const note = STORAGE_NOTES[safety];
  return note ? <p className="start-page__storage">{t(note)}</p> : null;
}
