// The player's state for one result: which questions are answered, where the section flow is, and the
// sending of answers. A scored answer moves the test on at once and is sent in the background, one after
// another, retried until the server has it; a practice answer waits for its mark ('Try Again').
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import type { PublicQuestion } from "@readbright/domain/assessment";
import { progress } from "@readbright/domain/question-order";
import type { ResultResponse } from "@readbright/domain/api/assessment-results";
import type { answerQuestion } from "@readbright/domain/api/answers";
import type { ResponseOf } from "@readbright/domain/api/endpoint";
import { startAssessment } from "../api/start-assessment";
import type { AnswerDraft } from "../utils/answer-draft";
import { answeredQuestionIds, practiceAccepted } from "../utils/answered-questions";
import { INITIAL_FLOW, advance, screenFor } from "../utils/section-flow";
import { sendWithRetry, waitOrOnline } from "../utils/send-with-retry";
import { isAlreadyAnswered } from "../utils/player-errors";
import { sendAnswer } from "./send-answer";

export type SubmitOutcome = "accepted" | "try-again";

export interface PlayerProblems {
  /** A scored answer the server refused for good: its question is asked again. */
  onAnswerRefused(error: unknown): void;
  onStartFailed(error: unknown): void;
}

export function useAssessmentPlayer(result: ResultResponse, problems: PlayerProblems) {
  const { questions } = result;
  const practiceIds = useMemo(() => new Set(questions.filter((q) => q.is_practice).map((q) => q.id)), [questions]);
  const [answered, setAnswered] = useState(() => answeredQuestionIds(result.answers, practiceIds));
  const [flow, setFlow] = useState(INITIAL_FLOW);
  /** Answers (and the start) still on their way to the server. */
  const [pending, setPending] = useState(0);
  /** A practice answer waiting for its mark. */
  const [checking, setChecking] = useState(false);
  /** A send has failed and is being tried again. */
  const [retrying, setRetrying] = useState(false);
  const started = useRef(result.status !== "not_started");
  const leaving = useRef(new AbortController());
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const report = useRef(problems);

  useEffect(() => {
    report.current = problems;
  });

  useEffect(() => {
    const controller = new AbortController();
    leaving.current = controller;
    return () => controller.abort();
  }, []);

  /** Runs after everything queued before it, retried until it arrives or is refused. */
  const enqueue = useCallback(<T,>(send: () => Promise<T>): Promise<T> => {
    setPending((n) => n + 1);
    const run = queue.current.then(() =>
      sendWithRetry(send, { onRetry: () => setRetrying(true), wait: waitOrOnline, signal: leaving.current.signal }),
    );
    const settled = run.finally(() => {
      setRetrying(false);
      setPending((n) => n - 1);
    });
    queue.current = settled.catch(() => undefined);
    return settled;
  }, []);

  /** Resolves once every answer sent so far has been stored or refused. */
  const drained = useCallback(() => queue.current.then(() => undefined), []);

  const screen = screenFor(flow, questions, answered);

  /** Overview -> instructions -> questions. The test is started after the first instruction card. */
  const goOn = useCallback(() => {
    if (screen.kind === "instructions" && !started.current) {
      started.current = true;
      // An answer starts a not-started result too (decision 0005), so a failed start loses nothing.
      enqueue(() => startAssessment(result.id)).catch((error: unknown) => {
        started.current = false;
        report.current.onStartFailed(error);
      });
    }
    setFlow(advance(flow, questions, answered));
  }, [screen.kind, flow, questions, answered, result.id, enqueue]);

  const submit = useCallback(
    async (question: PublicQuestion, draft: AnswerDraft): Promise<SubmitOutcome> => {
      const send = () => sendAnswer(result.id, question, draft);
      if (question.is_practice) {
        setChecking(true);
        let answer: ResponseOf<typeof answerQuestion>;
        try {
          answer = await enqueue(send);
        } finally {
          setChecking(false);
        }
        if (!practiceAccepted(answer)) return "try-again";
        setAnswered((current) => new Set(current).add(question.id));
        return "accepted";
      }
      setAnswered((current) => new Set(current).add(question.id));
      enqueue(send).catch((error: unknown) => {
        if (isAlreadyAnswered(error)) return;
        setAnswered((current) => {
          const next = new Set(current);
          next.delete(question.id);
          return next;
        });
        report.current.onAnswerRefused(error);
      });
      return "accepted";
    },
    [result.id, enqueue],
  );

  return { screen, goOn, submit, checking, pending, retrying, drained, progress: progress(questions, answered), answered };
}
