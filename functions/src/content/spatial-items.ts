// Spatial awareness items: mirror letters, directions, same or different, turned shapes. Written once;
// the pictures and keys need no language, and each language gives its words (en/, es/spatial-items.ts).
import type { TestLanguage } from "@readbright/domain/test-language";
import { buildQuestion, indexesWhere, numberLabels } from "./build-question";
import { DIRECTIONS } from "./images";
import type { Direction, FigureImage, ImageName, LetterImage, PairImage } from "./images";
import type { BankQuestion } from "./types";

/** A language's words for the spatial items: their titles and the answers' labels. */
export interface SpatialWording {
  language: TestLanguage;
  yes: string;
  no: string;
  matchLetter: string;
  matchShape: string;
  findEveryLetter: string;
  turnedShape: string;
  everyTurnedShape: string;
  samePair: string;
  turnedPair: string;
  direction: string;
  /** An arrow's turns in order, each as `turns` words it. */
  turnedDirection: (turns: string[]) => string;
  /** A turn by its quarters, positive clockwise. */
  turns: Record<number, string>;
  directions: Record<Direction, string>;
}

/** Same figure and same handedness: one can be turned into the other without flipping it over. */
export function isTurnOf(a: FigureImage, b: FigureImage): boolean {
  const [, figureA, orientationA] = a.split("-") as [string, string, string];
  const [, figureB, orientationB] = b.split("-") as [string, string, string];
  return figureA === figureB && orientationA[0] === orientationB[0];
}

export function pairHalves(pair: PairImage): [FigureImage, FigureImage] {
  const [, figure, left, right] = pair.split("-");
  return [`fig-${figure}-${left}` as FigureImage, `fig-${figure}-${right}` as FigureImage];
}

function pictureOptions(images: readonly ImageName[]) {
  const labels = numberLabels(images);
  return images.map((image, i) => ({ title: labels[i] as string, image }));
}

type PictureChoice = Pick<BankQuestion, "question_type" | "question_subtype" | "title">;

/** The spatial builders, asking in the wording's language. */
export function spatialItems(wording: SpatialWording) {
  const { language } = wording;

  function turnPhrase(turn: number): string {
    const phrase = wording.turns[turn];
    if (!phrase) throw new Error(`No wording for a turn of ${turn} quarters`);
    return phrase;
  }

  /** A target picture and numbered picture options; the right ones are those `isRight` picks. */
  function pictureChoice<T extends ImageName>(id: number, choice: PictureChoice, target: T, options: T[], isRight: (option: T) => boolean): BankQuestion {
    return buildQuestion({ id, language, section_type: "spatial_awareness", ...choice, image: target, options: pictureOptions(options), correct: indexesWhere(options, isRight) });
  }

  /** One option is the very same picture as the target. */
  function matchShape(id: number, target: FigureImage | LetterImage, options: (FigureImage | LetterImage)[]): BankQuestion {
    const letters = target.startsWith("letter-");
    const title = letters ? wording.matchLetter : wording.matchShape;
    return pictureChoice(id, { question_type: "single_select", question_subtype: letters ? "mirror_letters" : "shape_match", title }, target, options, (option) => option === target);
  }

  /** Several options are the target letter among its mirror images. */
  function findEveryLetter(id: number, target: LetterImage, options: LetterImage[]): BankQuestion {
    const choice = { question_type: "multiple_select", question_subtype: "mirror_letters", title: wording.findEveryLetter } as const;
    return pictureChoice(id, choice, target, options, (option) => option === target);
  }

  /** Mental rotation, one answer: the target turned, among flipped copies. */
  function turnedShape(id: number, target: FigureImage, options: FigureImage[]): BankQuestion {
    const choice = { question_type: "single_select", question_subtype: "rotation", title: wording.turnedShape } as const;
    return pictureChoice(id, choice, target, options, (option) => isTurnOf(target, option));
  }

  /** Mental rotation, several answers. */
  function everyTurnedShape(id: number, target: FigureImage, options: FigureImage[]): BankQuestion {
    const choice = { question_type: "multiple_select", question_subtype: "rotation", title: wording.everyTurnedShape } as const;
    return pictureChoice(id, choice, target, options, (option) => isTurnOf(target, option));
  }

  /** A yes-or-no question on a pair picture: "Yes" is right when `yes` holds for its two halves. */
  function pairQuestion(id: number, pair: PairImage, title: string, yes: (left: FigureImage, right: FigureImage) => boolean): BankQuestion {
    const [left, right] = pairHalves(pair);
    return buildQuestion({
      id,
      language,
      section_type: "spatial_awareness",
      question_type: "true_false",
      question_subtype: "same_different",
      title,
      image: pair,
      options: [{ title: wording.yes }, { title: wording.no }],
      correct: [yes(left, right) ? 0 : 1],
    });
  }

  /** Same or different: the two halves are identical (a flip or a turn makes them different). */
  function samePair(id: number, pair: PairImage): BankQuestion {
    return pairQuestion(id, pair, wording.samePair, (left, right) => left === right);
  }

  /** Same or different after turning: the right half is the left one turned (a flip makes it different). */
  function turnedPair(id: number, pair: PairImage): BankQuestion {
    return pairQuestion(id, pair, wording.turnedPair, isTurnOf);
  }

  /** Left-right naming, then turning in the mind: quarter turns, positive clockwise. */
  function direction(id: number, arrow: Direction, turns: number[] = []): BankQuestion {
    const steps = turns.reduce((sum, turn) => sum + turn, 0);
    const answer = DIRECTIONS[(((DIRECTIONS.indexOf(arrow) + steps) % 4) + 4) % 4] as Direction;
    return buildQuestion({
      id,
      language,
      section_type: "spatial_awareness",
      question_type: "radio",
      question_subtype: "direction",
      title: turns.length === 0 ? wording.direction : wording.turnedDirection(turns.map(turnPhrase)),
      image: `arrow-${arrow}`,
      options: DIRECTIONS.map((d) => ({ title: wording.directions[d] })),
      correct: [DIRECTIONS.indexOf(answer)],
    });
  }

  return { matchShape, findEveryLetter, turnedShape, everyTurnedShape, samePair, turnedPair, direction };
}
