// What the participant routes answer (domain/src/api/participants.ts).
import { TEST_LANGUAGES } from "../../test-language";
import type { TestLanguage } from "../../test-language";
import { GENDERS, RESULT_STATUSES, RISK_LEVELS } from "../../enums";
import type { Participant, ParticipantLatestResult } from "../../participant-schemas";
import type { ParticipantsSummary, ParticipantWithResults } from "../participants";
import type { RiskMovement } from "../../progress";
import { resultListItem } from "./assessment-results";
import { closed, count, listOf, listOrPage, oneOf, optionalNumber, optionalText, pageOf, text } from "./schema";
import type { Fields } from "./schema";

const latestResult = closed<ParticipantLatestResult>({
  id: text,
  status: oneOf(RESULT_STATUSES),
  risk_level: oneOf(RISK_LEVELS).nullable(),
  language: oneOf(TEST_LANGUAGES),
  started_at: optionalText,
  completed_at: optionalText,
});

const participantFields: Fields<Participant> = {
  id: text,
  name: text,
  gender: oneOf(GENDERS),
  age: optionalNumber,
  date_of_birth: optionalText,
  grade: optionalText,
  section: optionalText,
  history: optionalText,
  difficulties: optionalText,
  student_code: optionalText,
  latest_result: latestResult.nullable(),
};

export const participantResponse = closed<Participant>(participantFields);

export const participantsResponse = listOf(participantResponse);

export const participantListResponse = listOrPage(participantsResponse, pageOf(closed<ParticipantWithResults>({ ...participantFields, results: listOf(resultListItem) })));

const riskCounts = closed<ParticipantsSummary["risk_counts"]>({ low: count, medium: count, high: count });

export const participantsSummaryResponse = closed<ParticipantsSummary>({
  total: count,
  risk_counts: riskCounts,
  // Required in every answer, though the type lets the web's factories leave it out for now.
  risk_counts_by_language: closed<Record<TestLanguage, ParticipantsSummary["risk_counts"]>>({ en: riskCounts, es: riskCounts }),
  movement: closed<RiskMovement>({ higher: count, lower: count, unchanged: count, compared: count }),
  grades: listOf(text),
  sections: listOf(text),
  pending_reviews: count,
});

export const uploadResponse = closed<{ created: number }>({ created: count });
