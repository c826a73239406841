// Whether an open test is kept on this device yet (offline/prepare-test.ts): started by the start page,
// so a grown-up can get a class's devices ready before the children start, and by the player, which finds
// the work done. One preparation per test and page, shared through SWR's cache.
import useSWR from "swr";
import type { ResultResponse } from "@readbright/domain/api/assessment-results";
import { prepareTestOffline } from "../offline/prepare-test";
import type { OfflineReadiness } from "../offline/prepare-test";

export function useOfflineReadiness(result: ResultResponse | undefined, open: boolean): OfflineReadiness {
  const { data } = useSWR(result && open ? ["offline-ready", result.id] : null, () => prepareTestOffline(result!), {
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    shouldRetryOnError: false,
  });
  return data ?? "preparing";
}
