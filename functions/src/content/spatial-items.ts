// Spatial awareness items: mirror letters, directions, same or different, turned shapes.
import { buildQuestion, indexesWhere, numberLabels } from "./build-question";
import { DIRECTIONS } from "./images";
import type { Direction, FigureImage, ImageName, LetterImage, PairImage } from "./images";
import type { BankQuestion } from "./types";

const YES_NO = [{ title: "Yes" }, { title: "No" }];
const DIRECTION_LABELS: Record<Direction, string> = { up: "Up", right: "Right", down: "Down", left: "Left" };
const TURNS: Record<number, string> = {
  1: "a quarter turn clockwise",
  2: "a half turn",
  3: "three quarter turns clockwise",
  [-1]: "a quarter turn anticlockwise",
};

function turnPhrase(turn: number): string {
  const phrase = TURNS[turn];
  if (!phrase) throw new Error(`No wording for a turn of ${turn} quarters`);
  return phrase;
}

/** Same figure and same handedness: one can be turned into the other without flipping it over. */
export function isTurnOf(a: FigureImage, b: FigureImage): boolean {
  const [, figureA, orientationA] = a.split("-") as [string, string, string];
  const [, figureB, orientationB] = b.split("-") as [string, string, string];
  return figureA === figureB && orientationA[0] === orientationB[0];
}

function pictureOptions(images: readonly ImageName[]) {
  const labels = numberLabels(images);
  return images.map((image, i) => ({ title: labels[i] as string, image }));
}

type PictureChoice = Pick<BankQuestion, "question_type" | "question_subtype" | "title">;

/** A target picture and numbered picture options; the right ones are those `isRight` picks. */
function pictureChoice<T extends ImageName>(id: number, choice: PictureChoice, target: T, options: T[], isRight: (option: T) => boolean): BankQuestion {
  return buildQuestion({ id, section_type: "spatial_awareness", ...choice, image: target, options: pictureOptions(options), correct: indexesWhere(options, isRight) });
}

/** One option is the very same picture as the target. */
export function matchShape(id: number, target: FigureImage | LetterImage, options: (FigureImage | LetterImage)[]): BankQuestion {
  const letters = target.startsWith("letter-");
  const title = letters ? "Which letter is the same as this one?" : "Which shape is the same as this one?";
  return pictureChoice(id, { question_type: "single_select", question_subtype: letters ? "mirror_letters" : "shape_match", title }, target, options, (option) => option === target);
}

/** Several options are the target letter among its mirror images. */
export function findEveryLetter(id: number, target: LetterImage, options: LetterImage[]): BankQuestion {
  const choice = { question_type: "multiple_select", question_subtype: "mirror_letters", title: "Select every letter that is the same as this one." } as const;
  return pictureChoice(id, choice, target, options, (option) => option === target);
}

/** Mental rotation, one answer: the target turned, among flipped copies. */
export function turnedShape(id: number, target: FigureImage, options: FigureImage[]): BankQuestion {
  const choice = { question_type: "single_select", question_subtype: "rotation", title: "Which one is this shape turned round, not flipped over?" } as const;
  return pictureChoice(id, choice, target, options, (option) => isTurnOf(target, option));
}

/** Mental rotation, several answers. */
export function everyTurnedShape(id: number, target: FigureImage, options: FigureImage[]): BankQuestion {
  const choice = { question_type: "multiple_select", question_subtype: "rotation", title: "Select every shape that is this shape turned round, not flipped over." } as const;
  return pictureChoice(id, choice, target, options, (option) => isTurnOf(target, option));
}

export function pairHalves(pair: PairImage): [FigureImage, FigureImage] {
  const [, figure, left, right] = pair.split("-");
  return [`fig-${figure}-${left}` as FigureImage, `fig-${figure}-${right}` as FigureImage];
}

/** A yes-or-no question on a pair picture: "Yes" is right when `yes` holds for its two halves. */
function pairQuestion(id: number, pair: PairImage, title: string, yes: (left: FigureImage, right: FigureImage) => boolean): BankQuestion {
  const [left, right] = pairHalves(pair);
  return buildQuestion({
    id,
    section_type: "spatial_awareness",
    question_type: "true_false",
    question_subtype: "same_different",
    title,
    image: pair,
    options: YES_NO,
    correct: [yes(left, right) ? 0 : 1],
  });
}

/** Same or different: the two halves are identical (a flip or a turn makes them different). */
export function samePair(id: number, pair: PairImage): BankQuestion {
  return pairQuestion(id, pair, "Are these two shapes exactly the same?", (left, right) => left === right);
}

/** Same or different after turning: the right half is the left one turned (a flip makes it different). */
export function turnedPair(id: number, pair: PairImage): BankQuestion {
  return pairQuestion(id, pair, "Is the shape on the right the one on the left turned round, not flipped over?", isTurnOf);
}

/** Left-right naming, then turning in the mind: quarter turns, positive clockwise. */
export function direction(id: number, arrow: Direction, turns: number[] = []): BankQuestion {
  const steps = turns.reduce((sum, turn) => sum + turn, 0);
  const answer = DIRECTIONS[(((DIRECTIONS.indexOf(arrow) + steps) % 4) + 4) % 4] as Direction;
  const title =
    turns.length === 0
      ? "Which way does this arrow point?"
      : `This arrow makes ${turns.map(turnPhrase).join(", then ")}. Which way does it point now?`;
  return buildQuestion({
    id,
    section_type: "spatial_awareness",
    question_type: "radio",
    question_subtype: "direction",
    title,
    image: `arrow-${arrow}`,
    options: DIRECTIONS.map((d) => ({ title: DIRECTION_LABELS[d] })),
    correct: [DIRECTIONS.indexOf(answer)],
  });
}
