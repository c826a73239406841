// One spoken question in the review panel: what was asked, what counts as right, its mark and what the
// speech recogniser heard, play, Correct / Incorrect and a note. Keys on the item: Space plays, C and I
// mark (the panel moves with the arrows).
import type { KeyboardEvent } from "react";
import { useId, useState } from "react";
import type { SpokenItem } from "@readbright/domain/api/reviews";
import { subtypeLabel } from "@readbright/domain/assessment";

interface ReviewItemProps {
  item: SpokenItem;
  playing: boolean;
  saving: boolean;
  onPlay(): void;
  onStop(): void;
  onMark(isCorrect: boolean, note: string): void;
}

export const BLIND_CHECK_TEXT = "Blind check: the machine has marked this answer. Listen and mark it yourself; its mark is not shown.";

export function markText(item: SpokenItem): string {
  if (!item.answered) return "Not answered yet";
  if (item.blind_check && item.is_correct === null) return BLIND_CHECK_TEXT;
  if (item.is_correct === null) return "Waiting for review";
  const mark = item.is_correct ? "right" : "wrong";
  return item.marked_by === "person" ? `Marked ${mark} by a person` : item.marked_by === "speech" ? `Marked ${mark} by speech recognition` : `Marked ${mark}`;
}

/**
 * What the speech recogniser made of the recording, beside any mark: it explains an automatic mark, and
 * helps with one waiting for a person. Nothing when it did not listen.
 */
export function heardText(item: Pick<SpokenItem, "hearing" | "transcript" | "confidence">): string | null {
  if (item.hearing === "no_voice") return "Speech recognition heard no voice in this recording";
  if (item.hearing === "other") {
    return item.transcript === null
      ? "Speech recognition heard something that is not one of the expected answers"
      : `Speech recognition heard \u201c${item.transcript}\u201d: not one of the expected answers`;
  }
  // A phrase of the item (answers stored before the hearing was kept have only the transcript).
  if (item.transcript === null) return null;
  const heard = `Speech recognition heard \u201c${item.transcript}\u201d`;
  if (item.confidence === null) return heard;
  const percent = Math.round(Math.min(1, Math.max(0, item.confidence)) * 100);
  return `${heard} · ${percent}\u00a0% sure`;
}

export function ReviewItem({ item, playing, saving, onPlay, onStop, onMark }: ReviewItemProps) {
  const [note, setNote] = useState(item.note ?? "");
  const titleId = useId();
  const noteId = useId();
  const disabled = !item.answered || saving;
  const heard = heardText(item);

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
      <p className="review-item__kind">{subtypeLabel(item.question_subtype)}</p>
      <h3 id={titleId} className="review-item__title">
        {item.title}
      </h3>
      <p>
        <strong>Expected:</strong> {item.expected.join(" or ") || "—"}
      </p>
      <p className="review-item__status">{markText(item)}</p>
      {heard ? <p className="review-item__heard">{heard}</p> : null}
      <div className="review-item__actions">
        <button type="button" className="button" disabled={!item.answered} onClick={playing ? onStop : onPlay}>
          {playing ? "Stop" : "Play recording"}
        </button>
        <button type="button" className="button" aria-pressed={item.is_correct === true} disabled={disabled} onClick={() => onMark(true, note)}>
          Correct
        </button>
        <button type="button" className="button" aria-pressed={item.is_correct === false} disabled={disabled} onClick={() => onMark(false, note)}>
          Incorrect
        </button>
      </div>
      <label htmlFor={noteId} className="review-item__note-label">
        Note (saved with the mark)
      </label>
      <input id={noteId} className="review-item__note" value={note} maxLength={500} disabled={!item.answered} onChange={(event) => setNote(event.target.value)} />
    </li>
  );
}
