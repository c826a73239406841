// A device's report of what it still holds of an open test (decision 48): kept on the result for the
// school's Testing now. Opened by id exactly as an answer is (result-access.ts: the account holders, or
// whoever holds the id, rate limited on the same counts), and refused as an answer would be.
import type { DeviceStatusResponse } from "@readbright/domain/api/device-status";
import { ASSESSMENT_ERRORS } from "@readbright/domain/api/assessment-results";
import { HttpError } from "../../core/http-error";
import type { Requester } from "../../core/caller";
import { resultAccess } from "./result-access";
import { updateResult } from "./result-changes";
import { assertNotFinished, devicePatch } from "./result-rules";

export interface DeviceReport {
  assessment_result_id: string;
  waiting: number;
  finished_on_device: boolean;
}

/** POST /api/device-status/: the report as kept, the time the server's own. */
export async function reportDeviceStatus(requester: Requester, report: DeviceReport, now: Date = new Date()): Promise<DeviceStatusResponse> {
  const { result } = await resultAccess(requester, report.assessment_result_id);
  const answer = (recorded: boolean): DeviceStatusResponse => ({
    assessment_result_id: result.id,
    waiting: report.waiting,
    finished_on_device: report.finished_on_device,
    seen_at: now.toISOString(),
    recorded,
  });
  // A completed test needs no news of its device: a heartbeat sent as the completion landed writes nothing.
  if (result.status === "completed") return answer(false);
  // An abandoned one is refused, before the write and again in the transaction (a change may land in between).
  assertNotFinished(result);
  let recorded = true;
  const changed = await updateResult(result.id, (current) => {
    if (current.status === "completed") {
      recorded = false;
      return null;
    }
    return devicePatch(current, { waiting: report.waiting, finished: report.finished_on_device }, now);
  });
  if (!changed) throw new HttpError(404, ASSESSMENT_ERRORS.resultNotFound);
  return answer(recorded);
}
