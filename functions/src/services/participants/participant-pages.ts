// The participants page's reads (results/participant-page-service.ts pairs them with results): a page
// of a scope by name or by risk, its counts, and a school's classes.
export { countParticipants, countRiskMoves, listParticipantsPage, participantsWithoutRiskFields } from "./repositories/participant-repository";
export type { ParticipantPageQuery } from "./repositories/participant-repository";
export { readSchoolClasses } from "./repositories/school-classes-repository";
