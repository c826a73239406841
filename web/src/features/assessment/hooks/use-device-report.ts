// Tells the server what this device still holds of the test (decision 48): the answers waiting in its outbox
// and whether the child saw the end screen with the completion still here. Sent while the player is open
// and the browser online, soon after either changes and every 30 s as a heartbeat, so the school's Testing
// now can tell a device that is sending from one that went quiet. Advisory: a failed report is dropped
// (the next one says the same), and the answers go by the outbox whatever becomes of it.
import { useEffect } from "react";
import { DEVICE_HEARTBEAT_MS, DEVICE_WAITING_MAX } from "@readbright/domain/device-status";
import { useOnline } from "../../../hooks/use-online";

/** Changes this close together make one report: an answer kept and sent a moment later is no news. */
export const REPORT_SETTLE_MS = 2_000;

/**
 * `active` is false once the completion is on the server: there is nothing left to report, and a report
 * arriving after it would be refused (409) for a test already completed.
 */
export function useDeviceReport(resultId: string, waiting: number, finishedOnDevice: boolean, active = true): void {
  const online = useOnline();

  useEffect(() => {
    if (!online || !active) return undefined;
    const body = { assessment_result_id: resultId, waiting: Math.min(Math.max(0, Math.round(waiting)), DEVICE_WAITING_MAX), finished_on_device: finishedOnDevice };
    // Loaded with the first report, not with the player: its contract brings the form library (yup) along.
    const send = () =>
      void import("../api/report-device-status").then(({ reportDeviceStatus }) => reportDeviceStatus(body)).catch(() => undefined);
    let heartbeat: ReturnType<typeof setInterval> | undefined;
    const settle = setTimeout(() => {
      send();
      heartbeat = setInterval(send, DEVICE_HEARTBEAT_MS);
    }, REPORT_SETTLE_MS);
    return () => {
      clearTimeout(settle);
      clearInterval(heartbeat);
    };
  }, [resultId, waiting, finishedOnDevice, online, active]);
}
