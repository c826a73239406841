// The device report route; contract in domain/src/api/device-status.ts.
import type { reportDeviceStatus as reportDeviceStatusEndpoint } from "@readbright/domain/api/device-status";
import type { Handler } from "../http/types";
import { reportDeviceStatus } from "../services/results/device-status-service";

/** POST /api/device-status/: what the device taking the test still holds. */
export const reportDeviceStatusHandler: Handler<typeof reportDeviceStatusEndpoint> = async ({ requester, body }, res) => {
  res.send(await reportDeviceStatus(requester, body));
};
