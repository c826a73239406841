// After a change to participants or their tests, every list of them is read again: the whole
// participants list and its summary (with the Review notice's count), every results list, each paged
// participants list (whatever its filters) and the Review page's pages (SWR's filter form of mutate
// skips paged lists, so those are found by name in the cache).
import { useCallback } from "react";
import { useSWRConfig } from "swr";
import { listParticipants } from "@readbright/domain/api/participants";
import { isPagedListKey } from "../lib/paged-list";
import { isAssessmentResultsKey } from "./get-assessment-results";

/** The participants list's address: its SWR key's name, and the start of the summary's. */
export const PARTICIPANTS_PATH = listParticipants.href();
/** Every paged participants list's name starts so (one list per choice of filters). */
export const PARTICIPANT_PAGES = "participant-pages";
/** The Review page's paged list of tests waiting for review (decision 25). */
export const PENDING_REVIEW_PAGES = "pending-review-pages";

/** The whole participants list's key and the summary's (both under the participants' path). */
export const isParticipantsKey = (key: unknown): boolean => Array.isArray(key) && typeof key[0] === "string" && key[0].startsWith(PARTICIPANTS_PATH);

export function useRefreshLists() {
  const { cache, mutate } = useSWRConfig();
  return useCallback(async () => {
    const pages = [...cache.keys()].filter((key) => isPagedListKey(key, PARTICIPANT_PAGES) || isPagedListKey(key, PENDING_REVIEW_PAGES));
    await Promise.all([mutate(isParticipantsKey), mutate(isAssessmentResultsKey), ...pages.map((key) => mutate(key))]);
  }, [cache, mutate]);
}
