// What the assessment-result routes answer (domain/src/api/assessment-results.ts).
import { RESULT_STATUSES, RISK_LEVELS } from "../../enums";
import { TEST_LANGUAGES } from "../../test-language";
import type { ResultListItem, ResultParticipantResponse, ResultResponse, SectionScoreResponse, SectionScoresResponse, StartClassResponse, StartClassStudent } from "../assessment-results";
import { resultAnswerResponse } from "./answers";
import { publicQuestion } from "./assessment";
import { closed, count, listOf, listOrPage, oneOf, optionalNumber, optionalText, pageOf, text } from "./schema";
import { validityFlags } from "./validity";

const score = closed<SectionScoreResponse>({ correct: count, total: count, pending: count, accuracy: optionalNumber, band: oneOf(RISK_LEVELS).nullable() });

export const sectionScores = closed<SectionScoresResponse>({ memory: score, phonological_awareness: score, spatial_awareness: score }).nullable();

const participant = closed<ResultParticipantResponse>({ id: text, name: text, grade: optionalText, section: optionalText });

const language = oneOf(TEST_LANGUAGES);

export const riskFields = { risk_score: optionalNumber, risk_level: oneOf(RISK_LEVELS).nullable(), risk_percent: optionalNumber };

export const resultResponse = closed<ResultResponse>({
  id: text,
  status: oneOf(RESULT_STATUSES),
  participant,
  participant_id: text,
  assessment: closed<{ id: string }>({ id: text }),
  assessment_id: text,
  assessment_version: count,
  language,
  created_at: text,
  started_at: optionalText,
  completed_at: optionalText,
  answered_count: count,
  question_count: count,
  answers: listOf(resultAnswerResponse),
  questions: listOf(publicQuestion),
  section_scores: sectionScores,
  ...riskFields,
  validity_flags: validityFlags,
});

export const resultListItem = closed<ResultListItem>({
  id: text,
  status: oneOf(RESULT_STATUSES),
  participant,
  participant_id: text,
  assessment_id: text,
  language,
  created_at: text,
  started_at: optionalText,
  completed_at: optionalText,
  risk_level: oneOf(RISK_LEVELS).nullable(),
  risk_percent: optionalNumber,
  section_scores: sectionScores,
  pending_reviews: count,
  validity_flags: validityFlags,
  blind_checks: count,
});

export const resultListResponse = listOrPage(listOf(resultListItem), pageOf(resultListItem));

const OUTCOMES = ["created", "open", "attempt_limit", "no_date_of_birth", "no_assessment", "not_found"] as const satisfies readonly StartClassStudent["outcome"][];

export const startClassResponse = closed<StartClassResponse>({
  created: count,
  open: count,
  refused: count,
  students: listOf(closed<StartClassStudent>({ participant_id: text, name: optionalText, outcome: oneOf(OUTCOMES), result_id: optionalText })),
});
