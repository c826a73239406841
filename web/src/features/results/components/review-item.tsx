// One spoken question in the review panel: what was asked, what counts as right, its mark and what the
// speech recogniser heard, play, Correct / Incorrect and a note. Keys on the item: Space plays, C and I
// mark (the panel moves with the arrows).
import type { KeyboardEvent } from "react";
import { useId, useState } from "react";
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import type { SpokenItem } from "@readbright/domain/api/reviews";
import { subtypeLabel } from "@readbright/domain/assessment";
import { useDomainText } from "../../../lib/i18n/domain-text";

interface ReviewItemProps {
  item: SpokenItem;
  playing: boolean;
  saving: boolean;
  onPlay(): void;
  onStop(): void;
  onMark(isCorrect: boolean, note: string): void;
}

export const BLIND_CHECK_TEXT = msg`Blind check: the machine has marked this answer. Listen and mark it yourself; its mark is not shown.`;

/** Each mark in a whole sentence: who marked it, right or wrong. */
const MARKED = {
  person: { right: msg`Marked right by a person`, wrong: msg`Marked wrong by a person` },
  speech: { right: msg`Marked right by speech recognition`, wrong: msg`Marked wrong by speech recognition` },
  unknown: { right: msg`Marked right`, wrong: msg`Marked wrong` },
};

export function markText(item: SpokenItem): MessageDescriptor {
  if (!item.answered) return msg`Not answered yet`;
  if (item.blind_check && item.is_correct === null) return BLIND_CHECK_TEXT;
  if (item.is_correct === null) return msg`Waiting for review`;
  const by = item.marked_by === "person" || item.marked_by === "speech" ? item.marked_by : "unknown";
  return MARKED[by][item.is_correct ? "right" : "wrong"];
}

/**
 * What the speech recogniser made of the recording, beside any mark: it explains an automatic mark, and
 * helps with one waiting for a person. Nothing when it did not listen.
 */
export function heardText(item: Pick<SpokenItem, "hearing" | "transcript" | "confidence">): MessageDescriptor | null {
  const transcript = item.transcript;
  if (item.hearing === "no_voice") return msg`Speech recognition heard no voice in this recording`;
  if (item.hearing === "other") {
    return transcript === null
      ? msg`Speech recognition heard something that is not one of the expected answers`
      : msg`Speech recognition heard \u201c${transcript}\u201d: not one of the expected answers`;
  }
  // A phrase of the item (answers stored before the hearing was kept have only the transcript).
  if (transcript === null) return null;
  if (item.confidence === null) return msg`Speech recognition heard \u201c${transcript}\u201d`;
  const percent = Math.round(Math.min(1, Math.max(0, item.confidence)) * 100);
  return msg`Speech recognition heard \u201c${transcript}\u201d · ${percent}\u00a0% sure`;
}

export function ReviewItem({ item, playing, saving, onPlay, onStop, onMark }: ReviewItemProps) {
  const { t } = useLingui();
  const domainText = useDomainText();
  const [note, setNote] = useState(item.note ?? "");
  const titleId = useId();
  const noteId = useId();
  const disabled = !item.answered || saving;
  const heard = heardText(item);
  // The answers that count as right are the test's own words, joined in the reader's language.
  const expected = item.expected.join(` ${t({ message: "or", comment: "Between two answers that count as right: “at or hat”" })} `) || "—";

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (event.target !== event.currentTarget || disabled) return;
    const key = event.key.toLowerCase();
    if (key === " ") {
      event.preventDefault();
      if (playing) onStop();
      else onPlay();
    } else if (key === "c") onMark(true, note);
    else if (key === "i") onMark(false, note);
  }

  return (
    <li className="review-item" tabIndex={0} aria-labelledby={titleId} onKeyDown={onKeyDown} data-review-item>
      <p className="review-item__kind">{domainText(subtypeLabel(item.question_subtype))}</p>
      <h3 id={titleId} className="review-item__title">
        {item.title}
      </h3>
      <p>
        <Trans>
          <strong>Expected:</strong> {expected}
        </Trans>
      </p>
      <p className="review-item__status">{t(markText(item))}</p>
      {heard ? <p className="review-item__heard">{t(heard)}</p> : null}
      <div className="review-item__actions">
        <button type="button" className="button" disabled={!item.answered} onClick={playing ? onStop : onPlay}>
          {playing ? t`Stop` : t`Play recording`}
        </button>
        <button type="button" className="button" aria-pressed={item.is_correct === true} disabled={disabled} onClick={() => onMark(true, note)}>
          <Trans>Correct</Trans>
        </button>
        <button type="button" className="button" aria-pressed={item.is_correct === false} disabled={disabled} onClick={() => onMark(false, note)}>
          <Trans>Incorrect</Trans>
        </button>
      </div>
      <label htmlFor={noteId} className="review-item__note-label">
        <Trans>Note (saved with the mark)</Trans>
      </label>
      <input id={noteId} className="review-item__note" value={note} maxLength={500} disabled={!item.answered} onChange={(event) => setNote(event.target.value)} />
    </li>
  );
}
