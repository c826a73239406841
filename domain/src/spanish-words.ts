// The domain's words in Spanish that the server writes as well as the app shows: the results export's cells,
// the group-upload template's columns and gender words, and the reason named in a mail. One table, keyed by
// the domain's own values, so the file a school downloads and the page it reads say the same (decision 51).
// The app's other Spanish is in web/src/locales/es/ (domain.ts looks these up by the English constants).
import type { ContactReason, Gender, ResultStatus, RiskLevel, SectionType } from "./enums";
import type { ValidityCode, ValidityFlag } from "./validity";

export const SPANISH = {
  sections: {
    memory: "Memoria",
    phonological_awareness: "Conciencia fonológica",
    spatial_awareness: "Conciencia espacial",
  } satisfies Record<SectionType, string>,
  // A result is a "prueba": the feminine.
  statuses: {
    not_started: "Sin empezar",
    in_progress: "En curso",
    completed: "Completada",
    abandoned: "Abandonada",
  } satisfies Record<ResultStatus, string>,
  risks: { low: "Bajo", medium: "Medio", high: "Alto" } satisfies Record<RiskLevel, string>,
  genders: {
    male: "Masculino",
    female: "Femenino",
    prefer_not_to_say: "Prefiero no decirlo",
  } satisfies Record<Gender, string>,
  validity: {
    too_fast: "Demasiado rápido",
    at_chance: "Al azar",
    incomplete: "Incompleto",
    unheard: "Sin voz",
    interrupted: "Interrumpido",
  } satisfies Record<ValidityCode, string>,
  contactReasons: {
    "request-demo": "Solicitar una demostración",
    collaboration: "Colaboración",
    question: "Pregunta",
    feedback: "Comentarios",
  } satisfies Record<ContactReason, string>,
  // The template's columns by field, as the English ones are written (the notes in lower case); the date stays
  // mm/dd/yyyy. csv-template.ts checks there is one for each of its fields.
  csvHeaders: {
    name: "Nombre*",
    date_of_birth: "Fecha de nacimiento* (mm/dd/aaaa)",
    gender: "Género*",
    grade: "Grado",
    section: "Grupo",
    history: "antecedentes",
    difficulties: "dificultades",
  },
} as const;

/** validityLabel in Spanish: "Al azar (Memoria)". */
export function spanishValidityLabel(flag: ValidityFlag): string {
  const name = SPANISH.validity[flag.code];
  return flag.section ? `${name} (${SPANISH.sections[flag.section]})` : name;
}

/** validityCell in Spanish: every label, or empty. */
export function spanishValidityCell(flags: readonly ValidityFlag[] | null | undefined): string {
  return (flags ?? []).map(spanishValidityLabel).join("; ");
}
