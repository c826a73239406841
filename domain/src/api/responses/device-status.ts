// What POST /api/device-status/ answers (domain/src/api/device-status.ts): the report as kept.
import type { DeviceStatusResponse } from "../device-status";
import { closed, count, flag, text } from "./schema";

export const deviceStatusResponse = closed<DeviceStatusResponse>({ assessment_result_id: text, waiting: count, finished_on_device: flag, seen_at: text, recorded: flag });
