// Tells the test-taker when answers cannot reach the server; nothing is lost, it is sent when it can be.
export const OFFLINE_MESSAGE = "You are offline. Don't worry: your answer is kept and will be sent when the internet is back.";
export const OFFLINE_DONE = "All done! Your answers are kept on this device and will be sent when the internet is back.";
export const RETRYING_MESSAGE = "We could not send your answer yet. Trying again...";

export function NetworkBanner({ online, retrying }: { online: boolean; retrying: boolean }) {
  const message = !online ? OFFLINE_MESSAGE : retrying ? RETRYING_MESSAGE : null;
  return (
    <div className="network-banner-slot" role="alert">
      {message ? <p className="network-banner">{message}</p> : null}
    </div>
  );
}

export const ALL_SAVED = "All answers saved";
export const READY_OFFLINE = "Ready to test offline";

/** "All answers saved", or how many answers are kept on this device until the server has them. */
export function savedText(answersWaiting: number): string {
  if (answersWaiting === 0) return ALL_SAVED;
  return answersWaiting === 1 ? "1 answer waiting to send" : `${answersWaiting} answers waiting to send`;
}

export function SaveStatus({ answersWaiting, readyOffline }: { answersWaiting: number; readyOffline: boolean }) {
  return (
    <p className="player-save-status" role="status">
      {readyOffline ? `${READY_OFFLINE}. ` : ""}
      {savedText(answersWaiting)}
    </p>
  );
}
