// listSpokenItems (contract: domain/src/api/reviews.ts): the result's spoken
// questions with what counts as right and their marks, for the review panel. Account holders only.
import { listSpokenItems } from "@readbright/domain/api/reviews";
import type { SpokenItemsResponse } from "@readbright/domain/api/reviews";
import useSWR from "swr";
import { call } from "../../../lib/api-call";
import { useAuth } from "../../../lib/auth-context";

export const SPOKEN_ITEMS = "spoken-items";

export function spokenItemsKey(uid: string, resultId: string) {
  return [SPOKEN_ITEMS, uid, resultId] as const;
}

export const isSpokenItemsKey = (resultId: string) => (key: unknown) => Array.isArray(key) && key[0] === SPOKEN_ITEMS && key[2] === resultId;

export function getSpokenItems(resultId: string): Promise<SpokenItemsResponse> {
  return call(listSpokenItems, { params: { id: resultId } });
}

export function useSpokenItems(resultId: string | null | undefined) {
  const { user } = useAuth();
  return useSWR(user && resultId ? spokenItemsKey(user.uid, resultId) : null, ([, , id]) => getSpokenItems(id), { shouldRetryOnError: false });
}
