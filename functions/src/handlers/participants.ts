import { HttpError } from "../core/http-error";
import type { Handler } from "../http/types";
import { ASSESSMENT_ERRORS } from "../services/assessment-messages";
import { deleteParticipantFor, getParticipantFor, listParticipantsFor, registerParticipant } from "../services/participant-service";
import { ID_PATTERN } from "../validation/assessment-schemas";

/** An id no participant can have is simply not found. */
function participantId(params: Readonly<Record<string, string>>): string {
  const id = params.id ?? "";
  if (!ID_PATTERN.test(id)) throw new HttpError(404, ASSESSMENT_ERRORS.participantNotFound);
  return id;
}

/** GET /api/participants/ */
export const listParticipantsHandler: Handler = async ({ user }, res) => {
  res.json(await listParticipantsFor(user));
};

/** POST /api/participants/: 201 with the participant (the service validates the payload for the caller's form). */
export const registerParticipantHandler: Handler<Record<string, unknown>> = async ({ user, body }, res) => {
  res.status(201).json(await registerParticipant(user, body));
};

/** GET /api/participants/{id} */
export const getParticipantHandler: Handler = async ({ user, params }, res) => {
  res.json(await getParticipantFor(user, participantId(params)));
};

/** DELETE /api/participants/{id}: 204. */
export const deleteParticipantHandler: Handler = async ({ user, params }, res) => {
  await deleteParticipantFor(user, participantId(params));
  res.status(204).end();
};
