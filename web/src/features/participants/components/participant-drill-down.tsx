// One participant opened from the dashboard's list (or a parent's selector, or a shared address): their
// results and progress, read for them alone wherever they are in the paged list.
import type { UserType } from "@readbright/domain/enums";
import type { ReactNode } from "react";
import { FormStatus } from "../../../components/form/form-status";
import { LoadingPage } from "../../../components/loading-page";
import { REQUEST_FAILED } from "../../../utils/request-messages";
import { useParticipantRow } from "../api/get-participant-row";
import { IndividualSummary } from "./individual-summary";
import { DiagnosticOutcomeCard } from "./diagnostic-outcome-card";

interface ParticipantDrillDownProps {
  id: string;
  readerType: UserType;
  /** What to show instead when the participant cannot be loaded: the list. */
  fallback: ReactNode;
}

export function ParticipantDrillDown({ id, readerType, fallback }: ParticipantDrillDownProps) {
  const { row, error, isLoading } = useParticipantRow(id);
  // Not among the user's (deleted since, or someone else's link): the same message either way, and the list.
  if (error) {
    return (
      <>
        <FormStatus message={REQUEST_FAILED.loadParticipant} />
        {fallback}
      </>
    );
  }
  if (isLoading || !row) return <LoadingPage />;
  return (
    <>
      <IndividualSummary key={row.participant.id} row={row} readerType={readerType} />
      {/* A dyslexia professional's client (decision 45). */}
      {readerType === "organization" ? <DiagnosticOutcomeCard key={`outcome-${row.participant.id}`} participantId={row.participant.id} name={row.participant.name} /> : null}
    </>
  );
}
