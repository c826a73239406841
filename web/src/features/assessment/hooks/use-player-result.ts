// The result the player starts from: read from the server when it can be (and kept on the device), or,
// without the network, the copy kept when the test was opened; with the questions answered on this device
// that the server may not have yet (offline/test-copy.ts, offline/outbox.ts).
import type { ResultResponse } from "@readbright/domain/api/assessment-results";
import useSWR from "swr";
import { getAssessmentResult } from "../api/get-assessment-result";
import { answeredOnDevice } from "../offline/outbox";
import { readTestCopy, saveTestCopy } from "../offline/test-copy";
import { isRetryable } from "../utils/send-with-retry";

export interface PlayerResult {
  result: ResultResponse;
  answeredOnDevice: number[];
  /** Read from the device's copy: the server could not be reached. */
  fromDevice: boolean;
}

/** A device whose storage is refused (a private window, a full disk) still tests online. */
const orNothing = <T,>(promise: Promise<T>): Promise<T | undefined> => promise.catch(() => undefined);

export async function getPlayerResult(resultId: string): Promise<PlayerResult> {
  let result: ResultResponse;
  let fromDevice = false;
  try {
    result = await getAssessmentResult(resultId);
    await orNothing(saveTestCopy(result));
  } catch (error) {
    const copy = isRetryable(error) ? await orNothing(readTestCopy(resultId)) : undefined;
    if (!copy) throw error;
    result = copy.result;
    fromDevice = true;
  }
  const [copy, waiting] = await Promise.all([orNothing(readTestCopy(resultId)), orNothing(answeredOnDevice(resultId))]);
  return { result, answeredOnDevice: [...new Set([...(copy?.answered ?? []), ...(waiting ?? [])])], fromDevice };
}

/** Read once per page: the player keeps its own progress after that, so no refetch on focus. */
export function usePlayerResult(resultId: string | undefined) {
  return useSWR(resultId ? ["player-result", resultId] : null, ([, id]) => getPlayerResult(id), {
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    shouldRetryOnError: false,
  });
}
