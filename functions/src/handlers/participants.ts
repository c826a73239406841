import type { deleteParticipant, updateParticipant, getClassList, getParticipant, getParticipantsSummary, listParticipants, registerParticipant as registerParticipantEndpoint, uploadParticipants as uploadParticipantsEndpoint } from "@readbright/domain/api/participants";
import type { Handler } from "../http/types";
import { classListFor, getParticipantFor, listParticipantsFor, registerParticipant, updateParticipantFor } from "../services/results/participant-views";
import { deleteParticipantFor } from "../services/workflows/participant-deletion";
import { uploadParticipants } from "../services/participants/participant-upload-service";
import { listParticipantPageFor, participantsSummaryFor } from "../services/results/participant-page-service";

/** GET /api/participants/ */
export const listParticipantsHandler: Handler<typeof listParticipants> = async ({ user, query }, res) => {
  const { limit, cursor, grade, section, risk } = query;
  res.send(limit === undefined ? await listParticipantsFor(user, { grade, section, risk }) : await listParticipantPageFor(user, { limit, cursor }, { grade, section, risk }));
};

/** GET /api/participants/summary/ */
export const participantsSummaryHandler: Handler<typeof getParticipantsSummary> = async ({ user, query }, res) => {
  res.send(await participantsSummaryFor(user, query));
};

/** GET /api/participants/class-list/: the class's students with their Student IDs; the download is logged. */
export const classListHandler: Handler<typeof getClassList> = async ({ user, query }, res) => {
  res.set("Cache-Control", "private, no-store").send(await classListFor(user, query));
};

/** POST /api/participants/: 201 with the participant (the service applies the caller's form's rules). */
export const registerParticipantHandler: Handler<typeof registerParticipantEndpoint> = async ({ user, body }, res) => {
  res.status(201).send(await registerParticipant(user, body));
};

/** GET /api/participants/{id} */
export const getParticipantHandler: Handler<typeof getParticipant> = async ({ user, params }, res) => {
  res.send(await getParticipantFor(user, params.id));
};

/** PATCH /api/participants/{id}: the participant as corrected. */
export const updateParticipantHandler: Handler<typeof updateParticipant> = async ({ user, params, body }, res) => {
  res.send(await updateParticipantFor(user, params.id, body));
};

/** DELETE /api/participants/{id}: 204. */
export const deleteParticipantHandler: Handler<typeof deleteParticipant> = async ({ user, params }, res) => {
  await deleteParticipantFor(user, params.id);
  res.noContent();
};

/** POST /api/participants/upload/ (multipart csv_file and consent=true): 201 { created }, or 400 listing every bad row. */
export const uploadParticipantsHandler: Handler<typeof uploadParticipantsEndpoint> = async ({ user, file, body }, res) => {
  // The contract's csvFileSchema has refused a request without its file.
  res.status(201).send(await uploadParticipants(user, file?.bytes ?? Buffer.alloc(0), body.consent));
};
