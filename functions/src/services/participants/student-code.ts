// Fresh Student IDs on the server: the shared rules (domain/src/student-code.ts) with a secure random source.
import { randomInt } from "node:crypto";
import { newStudentCode as newCodeFrom } from "@readbright/domain/student-code";

export const newStudentCode = (): string => newCodeFrom(randomInt);

/** The participant a typed code names (normalised first), or null. */
export { findStudentCodeParticipant } from "./repositories/student-code-repository";
