// listSubUsers (contract: domain/src/api/subusers.ts): the admin's members and open invitations,
// a page at a time (members first, then invitations, each oldest first).
import { useCallback } from "react";
import { useSWRConfig } from "swr";
import { listSubUsers } from "@readbright/domain/api/subusers";
import type { SubUserResponse } from "@readbright/domain/api/subusers";
import type { Page } from "@readbright/domain/api/paging";
import { call } from "../../../lib/api-call";
import { paged } from "../../../lib/paged-answer";
import { useAuth } from "../../../lib/auth-context";
import { pagedListKey, usePagedList } from "../../../lib/paged-list";

export type Subuser = SubUserResponse;

const SUBUSERS = "subusers";
export const SUBUSERS_PAGE_SIZE = 50;

/** The whole list's cache key for this user, to read it again after an invite or a removal. */
export const subusersKey = (uid: string) => pagedListKey(SUBUSERS, uid);

export async function getSubuserPage(cursor: string | null): Promise<Page<Subuser>> {
  return paged(await call(listSubUsers, { query: { limit: SUBUSERS_PAGE_SIZE, cursor: cursor ?? undefined } }));
}

export function useSubusers() {
  const { user } = useAuth();
  return usePagedList(SUBUSERS, user?.uid ?? null, getSubuserPage);
}

/** Reads the list again, every page shown so far: after an invite or a removal. */
export function useRefreshSubusers() {
  const { user } = useAuth();
  const { mutate } = useSWRConfig();
  return useCallback(async () => {
    if (user) await mutate(subusersKey(user.uid));
  }, [mutate, user]);
}
