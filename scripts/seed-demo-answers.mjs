// How a demo participant answers its test, so the server's scoring lands on the risk level
// seed-demo-participants.mjs wants, and what each spoken answer says and how it is marked: most
// recordings were marked already by a person, with what the recogniser heard kept as the hint (the machine
// marks no scored answer while its marks miss the bars: docs/decisions/0033), and `waiting` of them, the last ones
// answered, wait for a person on the Review page. Waiting recordings are left out of the scores
// (domain/src/scoring.ts), so the share of right answers is planned over the marked ones only.
// Pure: seed-demo-data.mjs sends the answers, seed-demo-recordings.mjs records the spoken ones.

/**
 * The share of marked answers that are right, per risk level wanted (risk score: low > 0.7, high <= 0.4).
 * A High child struggles most with memory and sounds and still reads the spatial questions: above chance
 * on the whole test, so the result is not flagged at_chance (decision 40), in every band.
 */
export const ACCURACY = { low: 0.9, medium: 0.55, high: { memory: 0.2, phonological_awareness: 0.3, spatial_awareness: 0.6 } };
/** How much of its test a result in progress has answered, unless its spec says (`answered`). */
const IN_PROGRESS_SHARE = 0.5;
/** What a child says when it has nothing better and the item names no plausible wrong answer. */
export const NO_ANSWER = "I don't know";
/**
 * How the recogniser left a waiting recording, taking turns: unsure of what it heard (the phrase held on
 * 2 of the 5 rungs of its ladder: pocketsphinx-recognizer.ts) or hearing none of the item's phrases.
 */
const UNSURE = 0.4;

/** Which of `questions` to answer right so that, per section, about `accuracy` of them are (one share, or one per section). */
export function rightAnswers(questions, accuracy) {
  const right = new Set();
  const sections = new Map();
  for (const q of questions) sections.set(q.section_type, [...(sections.get(q.section_type) ?? []), q]);
  for (const [section, list] of sections) {
    const count = Math.round((typeof accuracy === "number" ? accuracy : accuracy[section]) * list.length);
    // Spread the right ones through the section rather than putting them all first.
    list.forEach((q, i) => {
      if (Math.floor(((i + 1) * count) / list.length) > Math.floor((i * count) / list.length)) right.add(q.id);
    });
  }
  return right;
}

/**
 * What the recogniser made of a recording, and who marked it: sure of what was said (a hint a person then
 * confirmed), or not sure (waiting; `turn` picks how).
 */
function recognition(said, right, waiting, turn) {
  if (!waiting) return { is_correct: right, needs_review: false, marked_by: "person", hearing: "phrase", transcript: said, confidence: 1, recognizer: "pocketsphinx" };
  const heard = turn % 2 === 0 ? { hearing: "phrase", transcript: said, confidence: UNSURE } : { hearing: "other", transcript: null, confidence: 1 };
  return { is_correct: null, needs_review: true, marked_by: null, ...heard, recognizer: "pocketsphinx" };
}

/**
 * The answers of one demo result, in question order: `questions` are the assessment's scored ones,
 * `keys` its answer keys by question id, `spec` the participant (result, waiting, answered). Each is
 * { question, right }; a recording also has `said` (the words spoken) and `mark` (the stored marks but
 * marked_at, which is when it is answered). A waiting recording's `right` says whether what was said
 * is right, for the person who reviews it.
 */
export function planAnswers(questions, keys, spec) {
  const inProgress = spec.result === "in_progress";
  const toAnswer = inProgress ? questions.slice(0, Math.ceil(questions.length * (spec.answered ?? IN_PROGRESS_SHARE))) : questions;
  const recordings = toAnswer.filter((q) => q.question_type === "recording");
  const waiting = recordings.slice(Math.max(0, recordings.length - (spec.waiting ?? 0))).map((q) => q.id);
  const right = rightAnswers(toAnswer.filter((q) => !waiting.includes(q.id)), inProgress ? ACCURACY.medium : ACCURACY[spec.result]);
  return toAnswer.map((question) => {
    if (question.question_type !== "recording") return { question, right: right.has(question.id) };
    const key = keys.get(question.id);
    const turn = waiting.indexOf(question.id);
    // Of the waiting ones, the first is said right, the next wrong, and so on: a reviewer hears both.
    const isRight = turn === -1 ? right.has(question.id) : turn % 2 === 0;
    const said = isRight ? key.accepted[0] : (key.foils?.[0] ?? NO_ANSWER);
    return { question, right: isRight, said, mark: recognition(said, isRight, turn !== -1, turn) };
  });
}
