import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { AGE_BANDS, assessmentId, GAP, QUESTION_SUBTYPE_LABELS, recordingHelp } from "@readbright/domain/assessment";
import { memoryHelp, memoryPrompt } from "@readbright/domain/memory-instructions";
import { QUESTION_TYPES, SECTION_TYPES } from "@readbright/domain/enums";
import { TEST_LANGUAGES } from "@readbright/domain/test-language";
import { SECTION_ORDER } from "@readbright/domain/question-order";
import { keyProblem } from "./answer-key";
import { assessmentById, ASSESSMENT_BANK, currentAssessmentForAge } from "./bank";
import { TITLE_ONLY_SUBTYPES } from "./build-question";
import type { BankQuestion } from "./types";

const root = fileURLToPath(new URL("../../../", import.meta.url));
const allQuestions = ASSESSMENT_BANK.flatMap((assessment) => assessment.questions.map((question) => ({ assessment, question })));
const where = (assessmentId: string, question: BankQuestion) => `${assessmentId} question ${question.id}`;

describe("the assessment bank", () => {
  it.each(TEST_LANGUAGES)("has a current assessment in %s for every band, and ages 5 to 120 each fall in exactly one", (language) => {
    for (const band of AGE_BANDS) expect(currentAssessmentForAge(band.min_age, language)?.band).toBe(band.id);
    const current = AGE_BANDS.map((band) => currentAssessmentForAge(band.min_age, language));
    for (const assessment of current) expect(assessment?.language).toBe(language);
    for (let age = 5; age <= 120; age += 1) {
      const covering = current.filter((a) => a !== null && age >= a.min_age && age <= a.max_age);
      expect(covering, `age ${age}`).toHaveLength(1);
      expect(currentAssessmentForAge(age, language)).toBe(covering[0]);
    }
    for (const age of [4, 0, -3, 121]) expect(currentAssessmentForAge(age, language)).toBeNull();
  });

  it("gives English when no language is named", () => {
    expect(currentAssessmentForAge(9)?.id).toBe("age-8-10-v1");
    expect(currentAssessmentForAge(9, "es")?.id).toBe("age-8-10-es-v1");
  });

  it("names every assessment by band and version, and each id once", () => {
    const ids = ASSESSMENT_BANK.map((a) => a.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const assessment of ASSESSMENT_BANK) {
      expect(assessment.id).toBe(assessmentId(assessment.band, assessment.version, assessment.language));
      expect(assessment.id).toBe(assessment.language === "en" ? `${assessment.band}-v${assessment.version}` : `${assessment.band}-${assessment.language}-v${assessment.version}`);
      expect(Number.isInteger(assessment.version) && assessment.version >= 1).toBe(true);
      expect(assessmentById(assessment.id)).toBe(assessment);
    }
    expect(assessmentById("age-5-7-v999")).toBeNull();
  });

  it("gives every band all three sections, each with a practice question and at least 8 scored ones", () => {
    for (const assessment of ASSESSMENT_BANK) {
      for (const section of SECTION_TYPES) {
        const questions = assessment.questions.filter((q) => q.section_type === section);
        expect(questions.filter((q) => q.is_practice).length, `${assessment.id} ${section}`).toBeGreaterThanOrEqual(1);
        expect(questions.filter((q) => !q.is_practice).length, `${assessment.id} ${section}`).toBeGreaterThanOrEqual(8);
      }
    }
  });

  it("puts each section's practice questions first by giving them its lowest ids", () => {
    for (const assessment of ASSESSMENT_BANK) {
      for (const section of SECTION_ORDER) {
        const ids = assessment.questions.filter((q) => q.section_type === section).map((q) => q.id);
        const practiceIds = assessment.questions.filter((q) => q.section_type === section && q.is_practice).map((q) => q.id);
        expect(Math.max(...practiceIds), `${assessment.id} ${section}`).toBeLessThan(Math.min(...ids.filter((id) => !practiceIds.includes(id))));
      }
    }
  });

  it("keeps question ids and option ids unique within an assessment", () => {
    for (const assessment of ASSESSMENT_BANK) {
      const questionIds = assessment.questions.map((q) => q.id);
      expect(questionIds.every((id) => Number.isInteger(id) && id > 0)).toBe(true);
      expect(new Set(questionIds).size).toBe(questionIds.length);
      const optionIds = assessment.questions.flatMap((q) => q.options.map((o) => o.id));
      expect(new Set(optionIds).size).toBe(optionIds.length);
    }
  });

  it("ties every option to its own question", () => {
    for (const { assessment, question } of allQuestions) {
      for (const option of question.options) {
        expect(option.question_id, where(assessment.id, question)).toBe(question.id);
        expect(option.id.startsWith(`q${question.id}-`), where(assessment.id, question)).toBe(true);
        expect(option.title.trim(), where(assessment.id, question)).not.toBe("");
      }
    }
  });

  it("gives every question a key that suits its type and names only its own options", () => {
    for (const { assessment, question } of allQuestions) expect(keyProblem(question), where(assessment.id, question)).toBeNull();
  });

  it("uses every question type somewhere", () => {
    const used = new Set(allQuestions.map(({ question }) => question.question_type));
    expect([...used].sort()).toEqual([...QUESTION_TYPES].sort());
  });

  it("uses known sub-sections with titles", () => {
    for (const { assessment, question } of allQuestions) {
      expect(Object.keys(QUESTION_SUBTYPE_LABELS), where(assessment.id, question)).toContain(question.question_subtype);
      expect(question.title.trim(), where(assessment.id, question)).not.toBe("");
    }
  });

  it("shows a list of images only with memory questions, where the key is exactly the options shown", () => {
    for (const { assessment, question } of allQuestions) {
      if (question.section_type !== "memory") {
        expect(Array.isArray(question.image_url), where(assessment.id, question)).toBe(false);
        continue;
      }
      expect(Array.isArray(question.image_url), where(assessment.id, question)).toBe(true);
      if (question.question_subtype === "picture_memory" || question.question_subtype === "letter_memory") {
        const shown = new Set(question.image_url);
        const seen = question.options.filter((o) => o.image_url !== null && shown.has(o.image_url)).map((o) => o.id);
        expect([...(question.key.option_ids ?? [])].sort(), where(assessment.id, question)).toEqual(seen.sort());
      }
    }
  });

  it("reads the title (and a memory question's prompt), a 0.75 s pause, then the options 0.5 s apart, unless the options must not be read", () => {
    for (const { assessment, question } of allQuestions) {
      const label = where(assessment.id, question);
      const readsOptions = question.options.length > 0 && !TITLE_ONLY_SUBTYPES.has(question.question_subtype);
      const shown = question.section_type === "memory" ? `${question.title} ${memoryPrompt(question, assessment.language)}.` : question.title;
      if (readsOptions) {
        expect(question.speech, label).toBe(`${shown} [pause 0.75] ${question.options.map((o) => o.title).join(" [pause 0.5] ")}`);
        expect(question.speech.split("[pause 0.5]").length - 1, label).toBe(question.options.length - 1);
      } else {
        expect(question.speech, label).not.toContain("[pause");
        if (question.question_subtype !== "dictation") expect(question.speech, label).toBe(shown);
      }
    }
  });

  it("shows a dictation's sentence with a gap and reads it with the word", () => {
    const dictations = allQuestions.filter(({ question }) => question.question_type === "transcript_omission");
    expect(dictations.length).toBeGreaterThan(0);
    for (const { assessment, question } of dictations) {
      const word = question.key.accepted?.[0] ?? question.options.find((o) => question.key.option_ids?.includes(o.id))?.title;
      expect(question.title, where(assessment.id, question)).toContain(GAP);
      expect(question.speech, where(assessment.id, question)).toBe(question.title.replace(GAP, word as string));
    }
  });

  it("gives recording questions the five-step help and memory choices the three-step help", () => {
    for (const { assessment, question } of allQuestions) {
      const label = where(assessment.id, question);
      if (question.question_type === "recording") expect(question.help, label).toBe(recordingHelp(assessment.language));
      else if (question.section_type === "memory") expect(question.help, label).toEqual(memoryHelp(question, assessment.language));
      else expect(question.help, label).toBeUndefined();
    }
  });

  it("practises a recording before any scored recording in the phonological section", () => {
    for (const assessment of ASSESSMENT_BANK) {
      const recordings = assessment.questions.filter((q) => q.question_type === "recording").sort((a, b) => a.id - b.id);
      expect(recordings[0]?.is_practice, assessment.id).toBe(true);
    }
  });

  it.each(TEST_LANGUAGES)("asks for longer number spans as the bands get older, in %s", (language) => {
    const longest = AGE_BANDS.map((band) => {
      const questions = currentAssessmentForAge(band.min_age, language)?.questions ?? [];
      return Math.max(...questions.filter((q) => q.question_subtype === "digit_span").map((q) => (q.image_url as string[]).length));
    });
    expect(longest).toEqual([...longest].sort((a, b) => a - b));
    expect(new Set(longest).size).toBe(longest.length);
  });
});

describe("where answer keys live", () => {
  function sources(dir: string): string[] {
    return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return entry.name === "node_modules" ? [] : sources(path);
      return /\.(ts|tsx)$/.test(entry.name) ? [path] : [];
    });
  }
  it("is never imported by web or domain code", () => {
    const offenders = [...sources(join(root, "web/src")), ...sources(join(root, "domain/src"))].filter((file) =>
      /(from|import\()\s*["'][^"']*(functions\/src\/content|@readbright\/functions)/.test(readFileSync(file, "utf8")),
    );
    expect(offenders).toEqual([]);
  });
});
