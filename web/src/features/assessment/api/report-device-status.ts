// reportDeviceStatus (contract: domain/src/api/device-status.ts): what this device still holds of the test,
// for the school's Testing now (decision 48).
import { reportDeviceStatus as reportEndpoint } from "@readbright/domain/api/device-status";
import type { DeviceStatusBody, DeviceStatusResponse } from "@readbright/domain/api/device-status";
import { call } from "../../../lib/api-call";

export function reportDeviceStatus(report: DeviceStatusBody): Promise<DeviceStatusResponse> {
  return call(reportEndpoint, { body: report });
}
