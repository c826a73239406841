// The player's state for one result: which questions are answered, where the section flow is, and the
// sending of answers. Every answer, the start and the completion are written to the device's outbox first
// (offline/outbox.ts) and sent from there in order, retried until the server has them: a scored answer
// moves the test on at once; a practice answer waits for its mark ('Try Again'), unless the network is
// down, when it is taken as it is (the key never comes to the device; docs/decisions/0047).
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import type { PublicQuestion } from "@readbright/domain/assessment";
import { progress } from "@readbright/domain/question-order";
import type { ResultResponse } from "@readbright/domain/api/assessment-results";
import type { AnswerResponse } from "@readbright/domain/api/answers";
import { enqueue, waitingFor, waitingOnlyInPage } from "../offline/outbox";
import { forgetAnswered, forgetTest, rememberAnswered } from "../offline/test-copy";
import type { OutboxEntry } from "../offline/outbox";
import { outboxSender } from "../offline/outbox-sender";
import { holdPlayerPresence } from "../offline/player-presence";
import type { OutboxSender } from "../offline/outbox-sender";
import type { AnswerDraft } from "../utils/answer-draft";
import { answeredQuestionIds, practiceAccepted } from "../utils/answered-questions";
import { INITIAL_FLOW, advance, screenFor } from "../utils/section-flow";
import { waitOrOnline } from "../utils/send-with-retry";
import { isAlreadyAnswered } from "../utils/player-errors";
import { answerEntry, completionEntry, sendEntry, startEntry } from "./send-answer";
import type { NewEntry } from "./send-answer";

export type SubmitOutcome = "accepted" | "try-again";

export interface PlayerProblems {
  /** A scored answer the server refused for good: its question is asked again. */
  onAnswerRefused(error: unknown): void;
  onStartFailed(error: unknown): void;
}

/** What became of one entry: the server's answer, a refusal, or no network to ask. */
type Outcome = { sent: unknown } | { refused: unknown } | { offline: true };

export function useAssessmentPlayer(result: ResultResponse, problems: PlayerProblems, answeredOnDevice: readonly number[] = []) {
  const { questions } = result;
  const practiceIds = useMemo(() => new Set(questions.filter((q) => q.is_practice).map((q) => q.id)), [questions]);
  const [answered, setAnswered] = useState(() => new Set([...answeredQuestionIds(result.answers, practiceIds), ...answeredOnDevice]));
  const [flow, setFlow] = useState(INITIAL_FLOW);
  /** Entries of this result still on the device (answers, the start, the completion). */
  const [pending, setPending] = useState(0);
  /** Of those, the answers. */
  const [answersWaiting, setAnswersWaiting] = useState(0);
  /** Some wait only in this page: the device would not keep them (closing the page loses them). */
  const [onlyInPage, setOnlyInPage] = useState(false);
  /** A practice answer waiting for its mark. */
  const [checking, setChecking] = useState(false);
  /** A send has failed and is being tried again. */
  const [retrying, setRetrying] = useState(false);
  const started = useRef(result.status !== "not_started");
  const sender = useRef<OutboxSender | null>(null);
  /** Who waits for an entry's outcome; `untilSent` waits through a network failure (the completion). */
  const waiters = useRef(new Map<number, { resolve: (outcome: Outcome) => void; untilSent: boolean }>());
  const report = useRef(problems);

  useEffect(() => {
    report.current = problems;
  });

  const refreshPending = useCallback(async () => {
    const entries = await waitingFor(result.id);
    setPending(entries.length);
    setAnswersWaiting(entries.filter((entry) => entry.kind === "answer").length);
    setOnlyInPage(waitingOnlyInPage(result.id));
  }, [result.id]);

  const settle = useCallback((entry: OutboxEntry, outcome: Outcome) => {
    const waiter = waiters.current.get(entry.seq!);
    waiters.current.delete(entry.seq!);
    waiter?.resolve(outcome);
  }, []);

  const unanswer = useCallback((questionId: number) => {
    setAnswered((current) => {
      const next = new Set(current);
      next.delete(questionId);
      return next;
    });
  }, []);

  // This result's outbox is this player's to send while it is open (offline/player-presence.ts).
  useEffect(() => holdPlayerPresence(result.id), [result.id]);

  useEffect(() => {
    const leaving = new AbortController();
    sender.current = outboxSender(result.id, sendEntry, {
      wait: waitOrOnline,
      signal: leaving.signal,
      onRetry: () => {
        setRetrying(true);
        // No network to mark a practice answer: it is taken as it is.
        for (const [seq, waiter] of waiters.current) {
          if (waiter.untilSent) continue;
          waiters.current.delete(seq);
          waiter.resolve({ offline: true });
        }
      },
      onSent: (entry, response) => {
        setRetrying(false);
        settle(entry, { sent: response });
      },
      onRefused: (entry, error) => {
        setRetrying(false);
        settle(entry, { refused: error });
        if (entry.kind === "start") {
          started.current = false;
          report.current.onStartFailed(error);
        } else if (entry.kind === "answer" && !isAlreadyAnswered(error) && !practiceIds.has(entry.question_id!)) {
          unanswer(entry.question_id!);
          void forgetAnswered(result.id, entry.question_id!).catch(() => undefined);
          report.current.onAnswerRefused(error);
        }
      },
      onChange: () => void refreshPending(),
    });
    // Whatever an earlier page left on the device goes first (the run reports the count as it starts).
    sender.current.kick().catch(() => undefined);
    return () => {
      leaving.abort();
      sender.current = null;
    };
  }, [result.id, practiceIds, refreshPending, settle, unanswer]);

  /**
   * Keeps the entry on the device, then sends it behind the others. `wait`: "none" resolves at once (null),
   * "mark" with what became of it or { offline } when the network is down, "sent" only once the server answered.
   */
  const keep = useCallback(
    async (entry: NewEntry, wait: "none" | "mark" | "sent"): Promise<Outcome | null> => {
      const seq = await enqueue(entry);
      if (entry.kind === "answer") await rememberAnswered(entry.result_id, entry.question_id!).catch(() => undefined);
      const outcome = wait === "none" ? null : new Promise<Outcome>((resolve) => waiters.current.set(seq, { resolve, untilSent: wait === "sent" }));
      void refreshPending();
      sender.current?.kick().catch(() => undefined);
      return outcome;
    },
    [refreshPending],
  );

  /** Resolves once every entry kept so far has been sent or refused. */
  const drained = useCallback(async () => {
    for (;;) {
      await sender.current?.kick();
      if ((await waitingFor(result.id)).length === 0) return;
    }
  }, [result.id]);

  const screen = screenFor(flow, questions, answered);

  /** Overview -> instructions -> questions. The test is started after the first instruction card. */
  const goOn = useCallback(() => {
    if (screen.kind === "instructions" && !started.current) {
      started.current = true;
      // An answer starts a not-started result too (decision 0005), so a failed start loses nothing.
      void keep(startEntry(result.id), "none");
    }
    setFlow(advance(flow, questions, answered));
  }, [screen.kind, flow, questions, answered, result.id, keep]);

  const submit = useCallback(
    async (question: PublicQuestion, draft: AnswerDraft): Promise<SubmitOutcome> => {
      const entry = await answerEntry(result.id, question, draft);
      if (question.is_practice) {
        setChecking(true);
        let outcome: Outcome | null;
        try {
          outcome = await keep(entry, "mark");
        } finally {
          setChecking(false);
        }
        if (outcome && "refused" in outcome) throw outcome.refused;
        if (outcome && "sent" in outcome && !practiceAccepted(outcome.sent as AnswerResponse)) {
          await forgetAnswered(result.id, question.id).catch(() => undefined);
          return "try-again";
        }
        setAnswered((current) => new Set(current).add(question.id));
        return "accepted";
      }
      // On the device first (where the device will not keep it, in the page: offline/outbox.ts).
      await keep(entry, "none");
      setAnswered((current) => new Set(current).add(question.id));
      return "accepted";
    },
    [result.id, keep],
  );

  /** Keeps the completion on the device and resolves once the server has it (offline, when the network is back). */
  const finish = useCallback(async () => {
    const outcome = await keep(completionEntry(result.id), "sent");
    if (outcome && "refused" in outcome) throw outcome.refused;
    await forgetTest(result.id).catch(() => undefined);
  }, [result.id, keep]);

  return { screen, goOn, submit, finish, checking, pending, answersWaiting, onlyInPage, retrying, drained, progress: progress(questions, answered), answered };
}
