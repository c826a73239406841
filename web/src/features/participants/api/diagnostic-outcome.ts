// A client's diagnostic outcome (decision 45): read, record (replacing) and delete; each change reads
// the outcome again.
import { useCallback } from "react";
import useSWR, { useSWRConfig } from "swr";
import { deleteDiagnosticOutcome, getDiagnosticOutcome, recordDiagnosticOutcome } from "@readbright/domain/api/diagnostic-outcome";
import type { DiagnosticOutcomeBody, DiagnosticOutcomeState } from "@readbright/domain/api/diagnostic-outcome";
import { call } from "../../../lib/api-call";
import { useAuth } from "../../../lib/auth-context";

export const diagnosticOutcomeKey = (uid: string, participantId: string) => [getDiagnosticOutcome.path, uid, participantId] as const;

export function useDiagnosticOutcome(participantId: string) {
  const { user } = useAuth();
  return useSWR(user ? diagnosticOutcomeKey(user.uid, participantId) : null, ([, , id]) => call(getDiagnosticOutcome, { params: { id } }));
}

export function useChangeDiagnosticOutcome(participantId: string) {
  const { user } = useAuth();
  const { mutate } = useSWRConfig();
  const record = useCallback(
    async (body: DiagnosticOutcomeBody): Promise<DiagnosticOutcomeState> => {
      const saved = await call(recordDiagnosticOutcome, { params: { id: participantId }, body });
      if (user) await mutate(diagnosticOutcomeKey(user.uid, participantId), saved, { revalidate: false });
      return saved;
    },
    [mutate, participantId, user],
  );
  const remove = useCallback(async (): Promise<void> => {
    await call(deleteDiagnosticOutcome, { params: { id: participantId } });
    if (user) await mutate(diagnosticOutcomeKey(user.uid, participantId), { diagnostic_outcome: null }, { revalidate: false });
  }, [mutate, participantId, user]);
  return { record, remove };
}
