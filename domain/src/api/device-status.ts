// POST /api/device-status/: what the device taking a test still holds (docs/decisions/0048), so the school's
// Testing now can say "3 answers waiting on this device" or "Waiting for this device to reconnect".
// Advisory: the answers themselves are what count, and they come by the answer routes.
import { boolean, number, object, string } from "yup";
import type { InferType } from "yup";
import { ID_PATTERN } from "../patterns";
import { DEVICE_WAITING_MAX } from "../device-status";
import { ASSESSMENT_ERRORS, RESULT_MESSAGES } from "./assessment-results";
import { endpoint } from "./endpoint";

export const DEVICE_STATUS_MESSAGES = {
  resultIdRequired: "assessment_result_id is required",
  resultIdInvalid: "assessment_result_id must be an id",
  waitingRequired: "waiting is required",
  waitingInvalid: `waiting must be a whole number from 0 to ${DEVICE_WAITING_MAX}`,
  finishedRequired: "finished_on_device is required",
  finishedInvalid: "finished_on_device must be true or false",
} as const;

const M = DEVICE_STATUS_MESSAGES;

/** Strict: "3" is not a count and "true" is not a flag (a device sends JSON numbers and booleans). */
export const deviceStatusBodySchema = object({
  assessment_result_id: string().strict().typeError(M.resultIdInvalid).required(M.resultIdRequired).matches(ID_PATTERN, M.resultIdInvalid),
  waiting: number().strict().typeError(M.waitingInvalid).required(M.waitingRequired).integer(M.waitingInvalid).min(0, M.waitingInvalid).max(DEVICE_WAITING_MAX, M.waitingInvalid),
  finished_on_device: boolean().strict().typeError(M.finishedInvalid).required(M.finishedRequired),
});
export type DeviceStatusBody = InferType<typeof deviceStatusBodySchema>;

/** What the server kept: the report, and when it heard it (its own clock). */
export interface DeviceStatusResponse {
  assessment_result_id: string;
  waiting: number;
  finished_on_device: boolean;
  seen_at: string;
  /**
   * False for a report on a result already completed: nothing is left for the school to know about the
   * device, so nothing is written. A heartbeat sent as the completion lands is no mistake (decision 48).
   */
  recorded: boolean;
}

/**
 * For whoever holds the open result, as an answer is: refused as an answer would be once it is abandoned or
 * gone; taken as nothing to record (200, recorded false) once it is completed.
 */
export const reportDeviceStatus = endpoint<DeviceStatusResponse>()({
  method: "POST", path: "/api/device-status/", auth: "optional", body: deviceStatusBodySchema,
  errors: [RESULT_MESSAGES.notFound, ASSESSMENT_ERRORS.alreadyCompleted, ASSESSMENT_ERRORS.notOpen, ASSESSMENT_ERRORS.tooManyRequests],
});
