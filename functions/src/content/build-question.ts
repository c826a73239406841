// Turns a short question draft into a full bank question: option ids, the answer key, help and reader text.
import { AGE_BANDS, assessmentId, readAloudText, recordingHelp } from "@readbright/domain/assessment";
import { memoryHelp, memoryPrompt } from "@readbright/domain/memory-instructions";
import type { AgeBandId, QuestionSubtype } from "@readbright/domain/assessment";
import type { QuestionType, SectionType } from "@readbright/domain/enums";
import type { TestLanguage } from "@readbright/domain/test-language";
import { imageUrl } from "./images";
import type { ImageName } from "./images";
import type { AnswerKey, BankAssessment, BankQuestion } from "./types";

/**
 * Subtypes whose options are not read aloud: their titles are only neutral labels under pictures, or
 * (dictation) hearing the spellings would give the answer away. Their reader text is the title alone.
 */
export const TITLE_ONLY_SUBTYPES: ReadonlySet<QuestionSubtype> = new Set<QuestionSubtype>([
  "shape_match",
  "mirror_letters",
  "rotation",
  "letter_memory",
  "dictation",
]);

export interface OptionDraft {
  title: string;
  image?: ImageName;
}

export interface QuestionDraft {
  id: number;
  section_type: SectionType;
  question_type: QuestionType;
  question_subtype: QuestionSubtype;
  title: string;
  image?: ImageName | ImageName[];
  options?: OptionDraft[];
  /** Indexes into options of the right answers. */
  correct?: number[];
  /** Accepted typed or spoken answers. */
  accepted?: string[];
  /** Spoken items: plausible wrong answers the recogniser listens for (AnswerKey.foils). */
  foils?: string[];
  /** A dictation's missing word, spoken in place of the gap. */
  gapWord?: string;
  /** The language of its words (English when absent): its help, its memory prompt and how its key compares text. */
  language?: TestLanguage;
}

export function optionId(questionId: number, index: number): string {
  return `q${questionId}-${String.fromCharCode(97 + index)}`;
}

/** Neutral option labels ("1", "2", ...) for pictures whose name would give the answer away. */
export function numberLabels<T>(items: readonly T[]): string[] {
  return items.map((_, i) => String(i + 1));
}

export function indexesWhere<T>(items: readonly T[], test: (item: T) => boolean): number[] {
  return items.flatMap((item, i) => (test(item) ? [i] : []));
}

function helpFor(draft: QuestionDraft): BankQuestion["help"] {
  if (draft.question_type === "recording") return recordingHelp(draft.language);
  if (draft.section_type === "memory") return memoryHelp(draft, draft.language);
  return undefined;
}

export function buildQuestion(draft: QuestionDraft): BankQuestion {
  const options = (draft.options ?? []).map((option, i) => ({
    id: optionId(draft.id, i),
    title: option.title,
    image_url: option.image ? imageUrl(option.image) : null,
    question_id: draft.id,
  }));
  const key: AnswerKey = {};
  if (draft.correct) key.option_ids = draft.correct.map((i) => optionId(draft.id, i));
  if (draft.accepted) key.accepted = draft.accepted;
  if (draft.foils) key.foils = draft.foils;
  if (draft.language && draft.language !== "en") key.language = draft.language;
  const image = draft.image === undefined ? null : Array.isArray(draft.image) ? draft.image.map(imageUrl) : imageUrl(draft.image);
  const help = helpFor(draft);
  // A memory question's options come with its prompt on screen, so the reader says that too.
  const title = draft.section_type === "memory" ? `${draft.title} ${memoryPrompt(draft, draft.language)}.` : draft.title;
  const speech = readAloudText(
    { title, options },
    { readOptions: !TITLE_ONLY_SUBTYPES.has(draft.question_subtype), gapWord: draft.gapWord },
  );
  return {
    id: draft.id,
    title: draft.title,
    image_url: image,
    question_type: draft.question_type,
    question_subtype: draft.question_subtype,
    options,
    section_type: draft.section_type,
    is_practice: false,
    read_aloud: draft.gapWord === undefined ? speech : null,
    ...(help ? { help } : {}),
    key,
    speech,
  };
}

export function practice(question: BankQuestion): BankQuestion {
  return { ...question, is_practice: true };
}

export function defineAssessment(band: AgeBandId, version: number, title: string, questions: BankQuestion[], language: TestLanguage = "en"): BankAssessment {
  const { min_age, max_age } = AGE_BANDS.find((b) => b.id === band) as (typeof AGE_BANDS)[number];
  return { id: assessmentId(band, version, language), language, band, version, min_age, max_age, title, questions };
}
