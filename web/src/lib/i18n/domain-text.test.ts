// Every word of domain/src that the app can show has its Spanish (locales/es/domain.ts and domain-forms.ts).
// The words are found, not listed: every label, message and error table of the domain modules the app
// imports and of every API contract, every message of their yup rules, and every error a contract answers.
// A new one fails here until it is translated, or named below as a message no reader of the app can meet.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { Schema } from "yup";
import { ASSESSMENT_ERRORS, RESULT_REQUEST_MESSAGES } from "@readbright/domain/api/assessment-results";
import { ANSWER_MESSAGES } from "@readbright/domain/api/answers";
import { RECORDING_MESSAGES } from "@readbright/domain/api/recordings";
import { DIAGNOSTIC_OUTCOME_MESSAGES } from "@readbright/domain/api/diagnostic-outcome";
import { SPEECH_MESSAGES } from "@readbright/domain/api/speech";
import { CSV_COLUMNS, CSV_MESSAGES, csvTemplateColumns } from "@readbright/domain/csv-template";
import { TEST_LANGUAGE_LABELS } from "@readbright/domain/test-language";
import { answersWaitingLabel, deviceStatusLabel } from "@readbright/domain/device-status";
import { IDEMPOTENCY_MESSAGES } from "@readbright/domain/idempotency";
import { memoryHelp, memoryPrompt } from "@readbright/domain/memory-instructions";
import { inPeopleWords, peopleWords } from "@readbright/domain/people-words";
import { validityCell, validityExplanation, validityLabel } from "@readbright/domain/validity-words";
import type { ValidityFlag } from "@readbright/domain/validity";
import { loadDomainWords } from "./catalogs";
import { translateDomainPhrase, translateDomainText } from "./domain-text";

type Module = Record<string, unknown>;

const modules = import.meta.glob<Module>(["../../../../domain/src/*.ts", "../../../../domain/src/api/*.ts", "!**/*.test.ts"], { eager: true });
const moduleName = (file: string) => file.replace(/^.*\/domain\/src\//, "").replace(/\.ts$/, "");

/** The domain modules the app imports (its source, tests aside), by name: "enums", "api/participants". */
function importedByTheApp(): Set<string> {
  const names = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
        for (const match of readFileSync(path, "utf8").matchAll(/from "@readbright\/domain\/([^"]+)"/g)) names.add(match[1] as string);
      }
    }
  };
  walk(join(__dirname, "../.."));
  return names;
}

/** Tables of words by their name: labels, messages, errors, and the few single constants the app shows. */
const WORD_TABLE = /(_LABELS|_MESSAGES|_ERRORS|_STATEMENTS|_HELP)$|^(AGE_BANDS|VALIDATION|ERRORS|GENERAL_WORDS|CHECK_THIS_RESULT|FLAGGED_NOT_COUNTED|DEVICE_RECONNECT)$/;

/**
 * Messages no reader of the app meets: they answer a request the app never sends (a field missing or of the
 * wrong type, named as the API names it), or say how the server works. A message naming a request field
 * starts with it in lower case ("question_id is required") and is left out by that rule alone.
 */
const FOR_DEVELOPERS = new Set<unknown>([
  SPEECH_MESSAGES.textRequired,
  SPEECH_MESSAGES.textTooLong,
  SPEECH_MESSAGES.textInvalid,
  SPEECH_MESSAGES.textControl,
  SPEECH_MESSAGES.speechSource,
  SPEECH_MESSAGES.speechBoth,
  SPEECH_MESSAGES.notThisTest,
  SPEECH_MESSAGES.voiceForDevice,
  SPEECH_MESSAGES.pausesTooLong,
  ASSESSMENT_ERRORS.recordingOnly,
  RESULT_REQUEST_MESSAGES.resultOrParticipant,
  RESULT_REQUEST_MESSAGES.idInvalid,
  ANSWER_MESSAGES.idInvalid,
  IDEMPOTENCY_MESSAGES.invalidKey,
  IDEMPOTENCY_MESSAGES.reused,
  RECORDING_MESSAGES.rangeNotSatisfiable,
  DIAGNOSTIC_OUTCOME_MESSAGES.outcomeInvalid,
  DIAGNOSTIC_OUTCOME_MESSAGES.instrumentInvalid,
]);

const forDevelopers = (text: string) => FOR_DEVELOPERS.has(text) || /^[a-z]/.test(text) || text.includes("${");

/** Every message of a yup rule, its fields' and (for a `when`) each way it may resolve; type errors aside (the app sends text). */
function schemaMessages(schema: Schema, seen = new Set<Schema>()): string[] {
  if (seen.has(schema)) return [];
  seen.add(schema);
  const described = schema as unknown as {
    tests: { OPTIONS?: { message?: unknown } }[];
    internalTests: Record<string, { OPTIONS?: { name?: string; message?: unknown } } | undefined>;
    fields?: Record<string, unknown>;
    innerType?: unknown;
    conditions: { refs?: { key: string }[] }[];
  };
  const messages = [
    ...described.tests.map((test) => test.OPTIONS?.message),
    ...Object.values(described.internalTests).filter((test) => test?.OPTIONS?.name !== "typeError").map((test) => test?.OPTIONS?.message),
  ].filter((message): message is string => typeof message === "string");
  const inner = [...Object.values(described.fields ?? {}), described.innerType].filter((child): child is Schema => child instanceof Schema);
  for (const condition of described.conditions) {
    // A `when` on a sibling: resolved as it is when the sibling is "other" (the contact form's role) and when it is empty.
    for (const parent of [{}, Object.fromEntries((condition.refs ?? []).map((ref) => [ref.key, "other"]))]) {
      inner.push(schema.resolve({ parent, value: undefined }));
    }
  }
  return [...messages, ...inner.flatMap((child) => schemaMessages(child, seen))];
}

/** Strings and functions inside a table of words, however nested. */
function tableEntries(value: unknown): unknown[] {
  if (typeof value === "string" || typeof value === "function") return [value];
  if (Array.isArray(value)) return value.flatMap(tableEntries);
  if (value && typeof value === "object") return Object.values(value).flatMap(tableEntries);
  return [];
}

interface Found {
  texts: Map<string, string>;
  functions: Map<unknown, string>;
}

function domainWords(): Found {
  const wanted = importedByTheApp();
  const texts = new Map<string, string>();
  const functions = new Map<unknown, string>();
  const add = (text: unknown, where: string) => {
    if (typeof text === "function") functions.set(text, where);
    else if (typeof text === "string" && !forDevelopers(text) && !texts.has(text)) texts.set(text, where);
  };
  for (const [file, exports] of Object.entries(modules)) {
    const name = moduleName(file);
    if (!name.startsWith("api/") && !wanted.has(name)) continue;
    for (const [exported, value] of Object.entries(exports)) {
      const where = `${name}: ${exported}`;
      if (WORD_TABLE.test(exported)) for (const entry of tableEntries(value)) add(entry, where);
      else if (value instanceof Schema) for (const message of schemaMessages(value)) add(message, where);
      else if (value && typeof value === "object" && "method" in value && "path" in value) {
        const endpoint = value as { errors?: readonly string[]; multipart?: { tooLargeMessage: string } };
        for (const error of [...(endpoint.errors ?? []), endpoint.multipart?.tooLargeMessage]) add(error, where);
      }
    }
  }
  return { texts, functions };
}

const flag = (code: ValidityFlag["code"], section: ValidityFlag["section"], figures: Record<string, number>): ValidityFlag => ({ code, section, figures });

/** The domain's functions that build words, each with calls whose words must come out in Spanish. */
const PHRASES: [name: string, english: (...args: never[]) => unknown, calls: unknown[][]][] = [
  ["validityLabel", validityLabel, [[flag("at_chance", "memory", {})], [flag("too_fast", null, {})]]],
  [
    "validityExplanation",
    validityExplanation,
    [
      [flag("too_fast", null, { median_ms: 1400 })],
      [flag("at_chance", "memory", { correct: 3, marked: 10, expected: 3.3 })],
      [flag("incomplete", "spatial_awareness", { answered: 2, questions: 8 })],
      [flag("unheard", "phonological_awareness", { silent: 4, measured: 5 })],
      [flag("interrupted", "memory", { gap_minutes: 300 })],
    ],
  ],
  ["validityCell", validityCell, [[[flag("too_fast", null, {}), flag("at_chance", "memory", {})]]]],
  ["answersWaitingLabel", answersWaitingLabel, [[1], [3]]],
  ["deviceStatusLabel", deviceStatusLabel, [[{ kind: "waiting", count: 2 }], [{ kind: "reconnect" }]]],
  ["memoryPrompt", memoryPrompt, [[{ question_type: "radio", question_subtype: "picture_memory" }], [{ question_type: "multiple_select", question_subtype: "digit_span" }]]],
  ["memoryHelp", memoryHelp, [[{ question_type: "multiple_select", question_subtype: "letter_memory" }]]],
  ["peopleWords", peopleWords, [["parent"], ["school"], [null]]],
  ["inPeopleWords", inPeopleWords, [["Participant not found", "school"]]],
  ["ASSESSMENT_ERRORS.unanswered", ASSESSMENT_ERRORS.unanswered, [[1], [4]]],
];

beforeAll(() => loadDomainWords("es"));

describe("the domain's words in Spanish", () => {
  it("has every label, message and error the app can show", () => {
    const { texts } = domainWords();
    // The inventory reaches the tables it should: a broken search would pass with nothing found.
    expect(texts.size).toBeGreaterThan(150);
    const missing = [...texts].filter(([text]) => translateDomainText(text, "es") === text && !SAME_IN_SPANISH.has(text)).map(([text, where]) => `${where}: "${text}"`);
    expect(missing).toEqual([]);
  });

  it("has every domain function that builds words, and they speak Spanish", () => {
    const { functions } = domainWords();
    const listed = new Set<unknown>(PHRASES.map(([, fn]) => fn));
    const unlisted = [...functions].filter(([fn]) => !listed.has(fn) && !FOR_DEVELOPERS.has(fn)).map(([, where]) => where);
    expect(unlisted).toEqual([]);
    for (const [name, english, calls] of PHRASES) {
      const spanish = translateDomainPhrase(english, "es");
      expect(spanish, `${name} has no Spanish phrase`).not.toBe(english);
      for (const args of calls) {
        const call = (fn: (...args: never[]) => unknown) => JSON.stringify((fn as (...args: unknown[]) => unknown)(...args));
        expect(call(spanish), `${name}(${JSON.stringify(args)})`).not.toBe(call(english));
      }
    }
  });

  it("keeps the English as it is, and never turns an English column the server reads into another", () => {
    const { texts } = domainWords();
    for (const text of texts.keys()) expect(translateDomainText(text, "en")).toBe(text);
    expect(translateDomainPhrase(validityExplanation, "en")).toBe(validityExplanation);
    // The Spanish template has columns of its own (csvTemplateColumns("es")); the English ones stay as typed.
    for (const column of CSV_COLUMNS) expect(translateDomainText(column.header, "es")).toBe(column.header);
  });

  it("names both header rows the server reads when a file's columns are wrong, and the Spanish gender words", () => {
    const wrong = translateDomainText(CSV_MESSAGES.wrongColumns, "es");
    expect(wrong).toContain(csvTemplateColumns("es").join(", "));
    expect(wrong).toContain(csvTemplateColumns("en").join(", "));
    expect(translateDomainText(CSV_MESSAGES.genderInvalid, "es")).toBe("El género debe ser Masculino, Femenino o Prefiero no decirlo");
  });
});

/** Names that read the same in Spanish (typefaces, a line height). */
// Typefaces' names, and each language named in itself whatever the page's language (decision 49).
const SAME_IN_SPANISH = new Set<string>(["Lexend", "Atkinson Hyperlegible", "OpenDyslexic", "2", ...Object.values(TEST_LANGUAGE_LABELS)]);
