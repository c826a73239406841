// deleteSubUser (contract: domain/src/api/subusers.ts): withdraws an invitation or removes a
// member; the list is read again.
import { useCallback } from "react";
import { deleteSubUser } from "@readbright/domain/api/subusers";
import { call } from "../../../lib/api-call";
import { useRefreshSubusers } from "./get-subusers";

export function deleteSubuser(id: string): Promise<void> {
  return call(deleteSubUser, { params: { id } });
}

export function useDeleteSubuser() {
  const refresh = useRefreshSubusers();
  return useCallback(
    async (id: string): Promise<void> => {
      await deleteSubuser(id);
      await refresh();
    },
    [refresh],
  );
}
