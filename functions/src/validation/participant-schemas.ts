// Request schemas for POST /api/participants/: the registration form's rules, from the domain package.
// Which schema applies depends on the caller's profile, so the route takes the body as it is and the
// service validates it once it knows the form (fully, unknown fields stripped, like every route).
import { mixed } from "yup";
import { individualParticipantSchema, participantSchema, schoolParticipantSchema } from "@readbright/domain/participant-schemas";
import type { IndividualParticipantInput, ParticipantInput, SchoolParticipantInput } from "@readbright/domain/participant-schemas";
import { validate } from "../http/validate";

/** The route-level body: any JSON object, checked by the service. */
export const participantPayloadSchema = mixed<Record<string, unknown>>().defined();

export function validateIndividualParticipant(payload: unknown): Promise<IndividualParticipantInput> {
  return validate(individualParticipantSchema, payload);
}

export function validateSchoolParticipant(payload: unknown): Promise<SchoolParticipantInput> {
  return validate(schoolParticipantSchema, payload);
}

export function validateOtherParticipant(payload: unknown): Promise<ParticipantInput> {
  return validate(participantSchema, payload);
}
