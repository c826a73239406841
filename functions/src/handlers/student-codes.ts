import type { openTestForStudentCode } from "@readbright/domain/api/student-codes";
import type { Handler } from "../http/types";
import { openResultForStudentCode } from "../services/results/student-code-service";

/** GET /api/student-codes/{code}/: public; the service rate limits misses per address. */
export const studentCodeHandler: Handler<typeof openTestForStudentCode> = async ({ requester, params }, res) => {
  res.send(await openResultForStudentCode(requester.clientIp, params.code));
};
