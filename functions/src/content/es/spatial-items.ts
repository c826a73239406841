// The spatial items in Spanish: the same pictures and keys as in English (the tasks need no language),
// asked in Spanish. A band's spatial section (bands/<band>-spatial-v1.ts) is given this table.
import type { SpatialWording } from "../spatial-items";

export const SPANISH_SPATIAL: SpatialWording = {
  language: "es",
  yes: "Sí",
  no: "No",
  matchLetter: "¿Qué letra es igual a esta?",
  matchShape: "¿Qué figura es igual a esta?",
  findEveryLetter: "Selecciona todas las letras que son iguales a esta.",
  turnedShape: "¿Cuál es esta figura girada, sin reflejarla como en un espejo?",
  everyTurnedShape: "Selecciona todas las figuras que son esta figura girada, sin reflejarla como en un espejo.",
  samePair: "¿Son estas dos figuras exactamente iguales?",
  turnedPair: "¿La figura de la derecha es la de la izquierda girada, sin reflejarla como en un espejo?",
  direction: "¿Hacia dónde apunta esta flecha?",
  turnedDirection: (turns) => `Esta flecha da ${turns.join(" y luego ")}. ¿Hacia dónde apunta ahora?`,
  turns: {
    1: "un cuarto de vuelta en el sentido de las agujas del reloj",
    2: "media vuelta",
    3: "tres cuartos de vuelta en el sentido de las agujas del reloj",
    [-1]: "un cuarto de vuelta en sentido contrario a las agujas del reloj",
  },
  directions: { up: "Arriba", right: "Derecha", down: "Abajo", left: "Izquierda" },
};
