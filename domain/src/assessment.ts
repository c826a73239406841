// Assessments as the browser sees them (spec section 3), the age bands that pick one (section 5),
// question help (section 9) and the reader text each question carries (section 7).
// Answer keys are deliberately absent: they live only in functions/src/content.
import type { QuestionType, SectionType } from "./enums";
import { pauseMarker, PAUSE_AFTER_TITLE_S, PAUSE_BETWEEN_OPTIONS_S } from "./speech";
import type { TestLanguage } from "./test-language";

/** Closed, whole-year ranges that together cover 5 to 120 with no gaps or overlaps. */
export const AGE_BANDS = [
  { id: "age-5-7", min_age: 5, max_age: 7, label: "Ages 5 to 7" },
  { id: "age-8-10", min_age: 8, max_age: 10, label: "Ages 8 to 10" },
  { id: "age-11-14", min_age: 11, max_age: 14, label: "Ages 11 to 14" },
  { id: "age-15-plus", min_age: 15, max_age: 120, label: "Ages 15 and over" },
] as const;
export type AgeBand = (typeof AGE_BANDS)[number];
export type AgeBandId = AgeBand["id"];

/**
 * The band for an age in whole years, or null (the API then answers ERRORS.noAssessmentForAge).
 * Ages are whole years (spec section 5), so a fraction, NaN or an age outside 5..120 has no band.
 */
export function assessmentForAge(age: number): AgeBandId | null {
  if (!Number.isInteger(age)) return null;
  return AGE_BANDS.find((band) => age >= band.min_age && age <= band.max_age)?.id ?? null;
}

/**
 * A published assessment's id keeps its version, e.g. "age-8-10-v1", so a result names what was taken;
 * a bank in another language than English names it too ("age-8-10-es-v1", decision 50).
 */
export function assessmentId(band: AgeBandId, version: number, language: TestLanguage = "en"): string {
  return language === "en" ? `${band}-v${version}` : `${band}-${language}-v${version}`;
}

/** Sub-sections shown above a question (question_subtype) and their labels. */
export const QUESTION_SUBTYPE_LABELS = {
  picture_memory: "Picture memory",
  sequence_memory: "Order memory",
  digit_span: "Number memory",
  letter_memory: "Letter memory",
  shape_match: "Matching shapes",
  mirror_letters: "Mirror letters",
  direction: "Directions",
  same_different: "Same or different",
  rotation: "Turning shapes",
  rhyme: "Rhyme",
  sound_match: "Sounds in words",
  syllables: "Syllables",
  sound_deletion: "Taking sounds away",
  sound_swap: "Swapping sounds",
  word_repetition: "Say the word",
  nonword_repetition: "Made-up words",
  dictation: "Missing word",
} as const;
export type QuestionSubtype = keyof typeof QUESTION_SUBTYPE_LABELS;

export function subtypeLabel(subtype: string): string {
  return (QUESTION_SUBTYPE_LABELS as Record<string, string>)[subtype] ?? subtype;
}

/** One step of a help overlay; the icon names what the step points at. */
export interface HelpStep {
  icon: "speaker" | "replay" | "mic_start" | "mic_stop" | "play" | "remember" | "select" | "submit";
  text: string;
}

/** Recording questions: five steps (spec section 9). A practice recording question opens it by itself. */
export const RECORDING_HELP: readonly HelpStep[] = [
  { icon: "speaker", text: "Press the speaker to hear the question." },
  { icon: "replay", text: "Press replay to hear it again." },
  { icon: "mic_start", text: "Press the microphone and say your answer." },
  { icon: "mic_stop", text: "Press stop when you have finished. Recording stops by itself after 10 seconds." },
  { icon: "play", text: "Press play to hear your answer, then press Next." },
];

/** The same five steps in Spanish, for the Spanish bank (decision 50). */
export const RECORDING_HELP_ES: readonly HelpStep[] = [
  { icon: "speaker", text: "Pulsa el altavoz para escuchar la pregunta." },
  { icon: "replay", text: "Pulsa repetir para escucharla otra vez." },
  { icon: "mic_start", text: "Pulsa el micrófono y di tu respuesta." },
  { icon: "mic_stop", text: "Pulsa parar cuando termines. La grabación se detiene sola a los 10 segundos." },
  { icon: "play", text: "Pulsa reproducir para escuchar tu respuesta y luego pulsa Siguiente." },
];

/** A recording question's help in the test's language. */
export function recordingHelp(language: TestLanguage = "en"): readonly HelpStep[] {
  return language === "es" ? RECORDING_HELP_ES : RECORDING_HELP;
}

/** The gap a dictation (transcript_omission) title shows in place of the missing word. */
export const GAP = "___";

export interface PublicOption {
  id: string;
  title: string;
  image_url: string | null;
  question_id: number;
}

export interface PublicQuestion {
  id: number;
  title: string;
  /** A list only for memory questions: the images shown for 5 seconds before the options. */
  image_url: string | string[] | null;
  question_type: QuestionType;
  question_subtype: string;
  options: PublicOption[];
  section_type: SectionType;
  is_practice: boolean;
  /**
   * The reader text, with pause markers, for the browser's own voice when the server's fails. null where
   * the text itself would give the answer away (a dictation's missing word, whose spelling is the
   * question): only the server reads those (POST /api/text-to-speech/ with question_id).
   */
  read_aloud: string | null;
  help?: readonly HelpStep[];
}

export interface PublicAssessment {
  id: string;
  /** The language its questions are asked in (decision 50). */
  language: TestLanguage;
  version: number;
  min_age: number;
  max_age: number;
  title: string;
  questions: PublicQuestion[];
}

/**
 * What the reader says for a question (POST /api/text-to-speech/ with question_id and part): the whole
 * question, or only its instruction, which is all a memory question may say while its pictures are shown.
 */
export const SPEECH_PARTS = ["question", "instruction"] as const;
export type SpeechPart = (typeof SPEECH_PARTS)[number];

/** A memory question shows its list of pictures for MEMORY_COUNTDOWN_S before its options appear. */
export function isMemoryQuestion(question: Pick<PublicQuestion, "section_type" | "image_url">): boolean {
  return question.section_type === "memory" && Array.isArray(question.image_url);
}

/**
 * The instruction alone: the title, which names no picture, number or option (the bank test checks).
 * Read while a memory question's pictures are shown, so the clip neither names them nor outlasts them.
 */
export function instructionText(question: Pick<PublicQuestion, "title">): string {
  return question.title;
}

export interface ReadAloudSource {
  title: string;
  options: readonly { title: string }[];
}

export interface ReadAloudChoices {
  /** False where hearing the options would give the answer away (spelling) or says nothing (labels). */
  readOptions?: boolean;
  /** Spoken in place of GAP: a dictation says the whole sentence and the test-taker writes the gap. */
  gapWord?: string;
}

/** The title, a 0.75 s pause, then each option with 0.5 s between them. */
export function readAloudText(question: ReadAloudSource, choices: ReadAloudChoices = {}): string {
  const title = choices.gapWord === undefined ? question.title : question.title.split(GAP).join(choices.gapWord);
  const options = question.options.map((option) => option.title);
  if (choices.readOptions === false || options.length === 0) return title;
  const between = ` ${pauseMarker(PAUSE_BETWEEN_OPTIONS_S)} `;
  return `${title} ${pauseMarker(PAUSE_AFTER_TITLE_S)} ${options.join(between)}`;
}
