// DELETE /api/subusers/{id}: removes an invited user; the list is read again.
import { useCallback } from "react";
import { useSWRConfig } from "swr";
import { apiClient } from "../../../lib/api-client";
import { SUBUSERS_PATH, isSubusersKey } from "./get-subusers";

export function deleteSubuser(id: string): Promise<void> {
  return apiClient.delete<void>(`${SUBUSERS_PATH}${encodeURIComponent(id)}`, { requireSignIn: true });
}

export function useDeleteSubuser() {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (id: string): Promise<void> => {
      await deleteSubuser(id);
      await mutate(isSubusersKey);
    },
    [mutate],
  );
}
