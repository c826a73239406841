// Tells the test-taker when answers cannot reach the server; nothing is lost, it is sent when it can be.
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";

export const OFFLINE_MESSAGE = msg`You are offline. Don't worry: your answer is kept and will be sent when the internet is back.`;
export const OFFLINE_DONE = msg`All done! Your answers are kept on this device and will be sent when the internet is back.`;
export const RETRYING_MESSAGE = msg`We could not send your answer yet. Trying again...`;

export function NetworkBanner({ online, retrying }: { online: boolean; retrying: boolean }) {
  const { t } = useLingui();
  const message = !online ? OFFLINE_MESSAGE : retrying ? RETRYING_MESSAGE : null;
  return (
    <div className="network-banner-slot" role="alert">
      {message ? <p className="network-banner">{t(message)}</p> : null}
    </div>
  );
}
