// Said at the top of every page but the player's while the browser is offline: what needs the network,
// and that a test already opened on this device goes on without it (docs/decisions/0047).
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react";
import { useOnline } from "../../hooks/use-online";

export const OFFLINE_NOTICE = msg`You are offline. Signing in, dashboards and results need the network; a test already opened on this device goes on without it.`;

export function OfflineNotice() {
  const online = useOnline();
  const { i18n } = useLingui();
  return online ? null : (
    <p className="network-banner" role="status">
      {i18n._(OFFLINE_NOTICE)}
    </p>
  );
}
