import { requesterOf } from "../http/requester";
import type { Handler } from "../http/types";
import { openResultForStudentCode } from "../services/student-code-service";

/** GET /api/student-codes/{code}/: public; the service rate limits misses per address. */
export const studentCodeHandler: Handler<undefined, unknown> = async ({ params }, res) => {
  const { clientIp } = await requesterOf(res);
  res.json(await openResultForStudentCode(clientIp, params.code ?? ""));
};
