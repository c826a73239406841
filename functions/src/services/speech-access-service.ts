// Who may use the reader (POST /api/text-to-speech/): any signed-in caller, or a device taking an open
// assessment, identified by the result's id (docs/decisions/0005-test-taker-access.md).
import { ERRORS } from "@readbright/domain/messages";
import { HttpError } from "../http/http-error";
import type { Requester } from "../http/requester";
import { resultForRequester } from "./assessment-access-service";
import { ASSESSMENT_ERRORS } from "./assessment-messages";
import { isOpen } from "./result-rules";

export async function assertMaySpeak(requester: Requester, resultId: string | null | undefined): Promise<void> {
  if (requester.user) return;
  if (!resultId) throw new HttpError(401, ERRORS.unauthenticated);
  const { result } = await resultForRequester(requester, resultId);
  if (!isOpen(result)) throw new HttpError(403, ASSESSMENT_ERRORS.notOpen);
}
