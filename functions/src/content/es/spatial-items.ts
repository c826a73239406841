// Spatial items of the Spanish bank: the same pictures and keys as spatial-items.ts (the tasks need no
// language), asked in Spanish.
import { buildQuestion, indexesWhere, numberLabels } from "../build-question";
import { DIRECTIONS } from "../images";
import type { Direction, FigureImage, ImageName, LetterImage, PairImage } from "../images";
import { isTurnOf, pairHalves } from "../spatial-items";
import type { BankQuestion } from "../types";

const ES = "es" as const;
const YES_NO = [{ title: "Sí" }, { title: "No" }];
const DIRECTION_LABELS: Record<Direction, string> = { up: "Arriba", right: "Derecha", down: "Abajo", left: "Izquierda" };
const TURNS: Record<number, string> = {
  1: "un cuarto de vuelta en el sentido de las agujas del reloj",
  2: "media vuelta",
  3: "tres cuartos de vuelta en el sentido de las agujas del reloj",
  [-1]: "un cuarto de vuelta en sentido contrario a las agujas del reloj",
};

function turnPhrase(turn: number): string {
  const phrase = TURNS[turn];
  if (!phrase) throw new Error(`No wording for a turn of ${turn} quarters`);
  return phrase;
}

type PictureChoice = Pick<BankQuestion, "question_type" | "question_subtype" | "title">;

function pictureChoice<T extends ImageName>(id: number, choice: PictureChoice, target: T, options: T[], isRight: (option: T) => boolean): BankQuestion {
  const labels = numberLabels(options);
  return buildQuestion({
    id,
    language: ES,
    section_type: "spatial_awareness",
    ...choice,
    image: target,
    options: options.map((image, i) => ({ title: labels[i] as string, image })),
    correct: indexesWhere(options, isRight),
  });
}

export function matchShape(id: number, target: FigureImage | LetterImage, options: (FigureImage | LetterImage)[]): BankQuestion {
  const letters = target.startsWith("letter-");
  const title = letters ? "¿Qué letra es igual a esta?" : "¿Qué figura es igual a esta?";
  return pictureChoice(id, { question_type: "single_select", question_subtype: letters ? "mirror_letters" : "shape_match", title }, target, options, (option) => option === target);
}

export function findEveryLetter(id: number, target: LetterImage, options: LetterImage[]): BankQuestion {
  const choice = { question_type: "multiple_select", question_subtype: "mirror_letters", title: "Selecciona todas las letras que son iguales a esta." } as const;
  return pictureChoice(id, choice, target, options, (option) => option === target);
}

export function turnedShape(id: number, target: FigureImage, options: FigureImage[]): BankQuestion {
  const choice = { question_type: "single_select", question_subtype: "rotation", title: "¿Cuál es esta figura girada, sin reflejarla como en un espejo?" } as const;
  return pictureChoice(id, choice, target, options, (option) => isTurnOf(target, option));
}

export function everyTurnedShape(id: number, target: FigureImage, options: FigureImage[]): BankQuestion {
  const choice = { question_type: "multiple_select", question_subtype: "rotation", title: "Selecciona todas las figuras que son esta figura girada, sin reflejarla como en un espejo." } as const;
  return pictureChoice(id, choice, target, options, (option) => isTurnOf(target, option));
}

function pairQuestion(id: number, pair: PairImage, title: string, yes: (left: FigureImage, right: FigureImage) => boolean): BankQuestion {
  const [left, right] = pairHalves(pair);
  return buildQuestion({
    id,
    language: ES,
    section_type: "spatial_awareness",
    question_type: "true_false",
    question_subtype: "same_different",
    title,
    image: pair,
    options: YES_NO,
    correct: [yes(left, right) ? 0 : 1],
  });
}

export function samePair(id: number, pair: PairImage): BankQuestion {
  return pairQuestion(id, pair, "¿Son estas dos figuras exactamente iguales?", (left, right) => left === right);
}

export function turnedPair(id: number, pair: PairImage): BankQuestion {
  return pairQuestion(id, pair, "¿La figura de la derecha es la de la izquierda girada, sin reflejarla como en un espejo?", isTurnOf);
}

/** Left-right naming, then turning in the mind: quarter turns, positive clockwise. */
export function direction(id: number, arrow: Direction, turns: number[] = []): BankQuestion {
  const steps = turns.reduce((sum, turn) => sum + turn, 0);
  const answer = DIRECTIONS[(((DIRECTIONS.indexOf(arrow) + steps) % 4) + 4) % 4] as Direction;
  const title =
    turns.length === 0
      ? "¿Hacia dónde apunta esta flecha?"
      : `Esta flecha da ${turns.map(turnPhrase).join(" y luego ")}. ¿Hacia dónde apunta ahora?`;
  return buildQuestion({
    id,
    language: ES,
    section_type: "spatial_awareness",
    question_type: "radio",
    question_subtype: "direction",
    title,
    image: `arrow-${arrow}`,
    options: DIRECTIONS.map((d) => ({ title: DIRECTION_LABELS[d] })),
    correct: [DIRECTIONS.indexOf(answer)],
  });
}
