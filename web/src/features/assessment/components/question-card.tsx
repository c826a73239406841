// One question: section name, sub-section, the '?' help, the reader, the picture(s), the answer
// controls for its type, and Next (disabled until there is an answer). A memory question first shows its
// pictures with the countdown, then its options.
import { Trans, useLingui } from "@lingui/react/macro";
import { isMemoryQuestion, subtypeLabel } from "@readbright/domain/assessment";
import { memoryPrompt } from "@readbright/domain/memory-instructions";
import type { PublicQuestion } from "@readbright/domain/assessment";
import type { TestLanguage } from "@readbright/domain/test-language";
import { useLayoutEffect, useRef, useState } from "react";
import type { FormEvent } from "react";
import { useDomainText } from "../../../lib/i18n/domain-text";
import { HelpOverlay } from "../help/help-overlay";
import { useResponseTimer } from "../hooks/use-response-timer";
import { MemoryPictures } from "../media/memory-pictures";
import { questionSpeech } from "../media/question-speech";
import { ReadAloudButton } from "../media/read-aloud-button";
import { Recorder } from "../media/recorder";
import { EMPTY_DRAFT, answerInput, isAnswered, missingAnswerMessage } from "../utils/answer-draft";
import type { AnswerDraft } from "../utils/answer-draft";
import { sectionName } from "../utils/section-copy";
import { ChoiceOptions } from "./choice-options";
import { QuestionImages } from "./question-images";
import { TextAnswer } from "./text-answer";

interface QuestionCardProps {
  question: PublicQuestion;
  resultId: string;
  /** The test's language: its own words (title, options, memory prompt, help, speech) are in it. */
  language?: TestLanguage;
  /** True while the answer is being sent. */
  busy: boolean;
  onSubmit(draft: AnswerDraft): void;
  /** A recording failed: the player offers the microphone check again. */
  onRecordingProblem?(): void;
}

function helpKind(question: PublicQuestion): "recording" | "memory" | null {
  if (!question.help) return null;
  if (question.question_type === "recording") return "recording";
  return question.section_type === "memory" ? "memory" : null;
}

export function QuestionCard({ question, resultId, language = "en", busy, onSubmit, onRecordingProblem }: QuestionCardProps) {
  const { t } = useLingui();
  // The section, sub-section and missing-answer hint are the domain's words, in the language in force; the
  // question's own title, options, speech and memory prompt are the test's, never translated here.
  const domainText = useDomainText();
  const [draft, setDraft] = useState<AnswerDraft>(EMPTY_DRAFT);
  const memory = isMemoryQuestion(question);
  const [memorising, setMemorising] = useState(memory);
  const [micProblem, setMicProblem] = useState(false);
  const kind = helpKind(question);
  // A practice recording opens its help by itself (spec section 4).
  const [helpOpen, setHelpOpen] = useState(kind === "recording" && question.is_practice);
  const heading = useRef<HTMLHeadingElement>(null);
  const form = useRef<HTMLFormElement>(null);
  // The question is fully shown once its answer controls are (a memory question's viewing is over).
  const responseMs = useResponseTimer(form, !memorising);
  const input = answerInput(question);
  const answered = isAnswered(question, draft);
  const speech = questionSpeech(question, memorising ? "viewing" : "answering", language);
  const titleId = `question-${question.id}-title`;
  const promptId = `question-${question.id}-prompt`;
  const hintId = `question-${question.id}-hint`;

  const helpOpenAtStart = useRef(helpOpen);
  // Focus the new question for screen readers and keyboards, unless its help took the focus first. Before
  // the browser paints: never a frame with the focus on the page's body (the old card's Next is gone).
  useLayoutEffect(() => {
    if (!helpOpenAtStart.current) heading.current?.focus();
  }, []);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (answered && !busy) onSubmit({ ...draft, responseMs: responseMs() });
  }

  return (
    <form ref={form} className="player-card question" aria-labelledby={titleId} onSubmit={submit} noValidate>
      <div className="question__meta">
        <div>
          <p className="question__section">{domainText(sectionName(question.section_type))}</p>
          <p className="question__subsection">
            {domainText(subtypeLabel(question.question_subtype))}
            {question.is_practice ? (
              <span className="question__practice">
                {" "}
                · <Trans>Practice</Trans>
              </span>
            ) : null}
          </p>
        </div>
        <div className="question__tools">
          {kind ? (
            <button
              type="button"
              className="button help-toggle"
              aria-label={t`Help`}
              aria-expanded={helpOpen}
              onClick={() => setHelpOpen((open) => !open)}
            >
              ?
            </button>
          ) : null}
          <ReadAloudButton source={speech.source} fallbackText={speech.fallbackText} language={speech.language} resultId={resultId} />
        </div>
      </div>

      <h1 id={titleId} ref={heading} tabIndex={-1} className="question__title" lang={language}>
        {question.title}
      </h1>

      {memorising ? (
        <MemoryPictures
          urls={question.image_url as string[]}
          onDone={(memoryViewMs) => {
            setDraft((current) => ({ ...current, memoryViewMs }));
            setMemorising(false);
          }}
        />
      ) : (
        <>
          {memory ? (
            <p id={promptId} className="question__prompt" lang={language}>
              {memoryPrompt(question, language)}
            </p>
          ) : (
            <QuestionImages imageUrl={question.image_url} />
          )}
          {input === "one-option" || input === "options" ? (
            <ChoiceOptions
              questionId={question.id}
              options={question.options}
              multiple={input === "options"}
              selected={draft.optionIds}
              onChange={(optionIds) => setDraft({ ...draft, optionIds })}
              labelledBy={memory ? promptId : titleId}
              disabled={busy}
            />
          ) : null}
          {input === "text" ? (
            <TextAnswer questionId={question.id} value={draft.text} onChange={(text) => setDraft({ ...draft, text })} disabled={busy} />
          ) : null}
          {input === "recording" ? (
            <>
              <Recorder onChange={(recording) => setDraft({ ...draft, recording })} disabled={busy} onProblem={() => setMicProblem(true)} />
              {micProblem && onRecordingProblem ? (
                <button type="button" className="button player-button" onClick={onRecordingProblem}>
                  <Trans>Check the microphone</Trans>
                </button>
              ) : null}
            </>
          ) : null}

          <div className="question__actions">
            {!answered ? (
              <p id={hintId} className="question__hint">
                {domainText(missingAnswerMessage(question))}
              </p>
            ) : null}
            <button
              type="submit"
              className="button button--primary player-button"
              disabled={!answered || busy}
              aria-describedby={!answered ? hintId : undefined}
            >
              {busy ? <Trans>Saving...</Trans> : <Trans>Next</Trans>}
            </button>
          </div>
        </>
      )}

      {helpOpen && kind ? <HelpOverlay kind={kind} steps={question.help} language={language} onClose={() => setHelpOpen(false)} /> : null}
    </form>
  );
}
