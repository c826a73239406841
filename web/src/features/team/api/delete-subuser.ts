// deleteSubUser (contract: domain/src/api/subusers.ts): withdraws an invitation or removes a
// member; the list is read again.
import { deleteSubUser } from "@readbright/domain/api/subusers";
import { call } from "../../../lib/api-call";
import { useRefreshSubusers } from "./get-subusers";
import { useThenRefresh } from "../../../api/use-then-refresh";

export function deleteSubuser(id: string): Promise<void> {
  return call(deleteSubUser, { params: { id } });
}

export function useDeleteSubuser() {
  return useThenRefresh(deleteSubuser, useRefreshSubusers());
}
