// The review panel of the results view: every spoken answer of the test, to hear and mark.
// Arrow keys move between answers; on an answer, Space plays it and C or I marks it.
import type { KeyboardEvent } from "react";
import { useState } from "react";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { ResultCard } from "../../../components/result-report/result-card";
import { useToast } from "../../../components/toast/toast-context";
import { ApiError } from "../../../lib/api-client";
import { useDomainText } from "../../../lib/i18n/domain-text";
import { useReviewAnswer } from "../api/review-answer";
import { useSpokenItems } from "../api/get-spoken-items";
import { useRecordingPlayer } from "../hooks/use-recording-player";
import { ReviewItem } from "./review-item";
import "./review-panel.css";

export const REVIEW_FAILED = msg`The mark was not saved. Please try again.`;

function moveFocus(event: KeyboardEvent<HTMLElement>) {
  if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return;
  const items = [...event.currentTarget.querySelectorAll<HTMLElement>("[data-review-item]")];
  const index = items.findIndex((item) => item === document.activeElement);
  if (index === -1) return;
  event.preventDefault();
  items[Math.min(items.length - 1, Math.max(0, index + (event.key === "ArrowDown" ? 1 : -1)))]?.focus();
}

export function ReviewPanel({ resultId }: { resultId: string }) {
  const { data } = useSpokenItems(resultId);
  const review = useReviewAnswer(resultId);
  const player = useRecordingPlayer(resultId);
  const { showToast } = useToast();
  const { t } = useLingui();
  const domainText = useDomainText();
  const [saving, setSaving] = useState<number | null>(null);
  if (!data || data.items.length === 0) return null;

  async function mark(questionId: number, isCorrect: boolean, note: string) {
    setSaving(questionId);
    try {
      await review({ question_id: questionId, is_correct: isCorrect, note: note.trim() || null });
    } catch (error) {
      showToast({ title: t(REVIEW_FAILED), description: error instanceof ApiError ? domainText(error.message) : undefined, tone: "error" });
    } finally {
      setSaving(null);
    }
  }

  return (
    <ResultCard id="review-panel-title" title={t`Spoken answers`} className="review-panel">
      <p className="review-panel__help">
        <Trans>Listen to each answer and mark it. On an answer: Space plays it, C marks it correct, I incorrect; the arrow keys move between answers.</Trans>
      </p>
      {player.error ? (
        <p className="media-error" role="alert">
          {t(player.error)}
        </p>
      ) : null}
      <ol className="review-panel__list" onKeyDown={moveFocus}>
        {data.items.map((item) => (
          <ReviewItem
            key={`${item.question_id}-${item.note ?? ""}`}
            item={item}
            playing={player.playing === item.question_id}
            saving={saving === item.question_id}
            onPlay={() => void player.play(item.question_id)}
            onStop={player.stop}
            onMark={(isCorrect, note) => void mark(item.question_id, isCorrect, note)}
          />
        ))}
      </ol>
    </ResultCard>
  );
}
