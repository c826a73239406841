import type { listAuditEvents } from "@readbright/domain/api/audit-events";
import type { Handler } from "../http/types";
import { listAuditEventsFor } from "../services/audit/audit-service";

/** GET /api/audit-events/: a school's or organization's activity, for its admin. */
export const listAuditEventsHandler: Handler<typeof listAuditEvents> = async ({ user, query }, res) => {
  res.set("Cache-Control", "private, no-store").send(await listAuditEventsFor(user, { limit: query.limit, cursor: query.cursor }));
};
