// The Spanish name of each object picture: what a Spanish item titles and reads it as. Where Spanish
// speakers name an object differently by country, the word chosen is one understood everywhere, and
// such objects are kept out of the sound items (the picture's name must be the word the child says).
import type { ObjectName } from "../images";

export const SPANISH_OBJECT_WORDS: Readonly<Record<ObjectName, string>> = {
  apple: "manzana",
  ball: "pelota",
  bell: "campana",
  bird: "pájaro",
  boat: "barco",
  book: "libro",
  car: "carro",
  cat: "gato",
  clock: "reloj",
  cup: "taza",
  dog: "perro",
  drum: "tambor",
  duck: "pato",
  egg: "huevo",
  fish: "pez",
  flower: "flor",
  hat: "sombrero",
  house: "casa",
  key: "llave",
  kite: "cometa",
  leaf: "hoja",
  moon: "luna",
  mouse: "ratón",
  pig: "cerdo",
  sock: "calcetín",
  star: "estrella",
  sun: "sol",
  tree: "árbol",
};

/** Objects named differently across Spanish-speaking countries (coche, auto; papalote, barrilete; chancho; media). */
export const REGIONAL_OBJECTS: ReadonlySet<ObjectName> = new Set<ObjectName>(["car", "kite", "pig", "sock"]);

export function spanishWord(name: ObjectName): string {
  return SPANISH_OBJECT_WORDS[name];
}
