// The domain's words in Spanish (lib/i18n/domain-text.ts), keyed by the domain's English constants: the
// modules without form rules, loaded with the shell's catalog on every Spanish page. Those that bring yup
// (forms, consent, the API's errors) are in domain-forms.ts. Words the domain builds from numbers or other
// words are functions here (DOMAIN_PHRASES), keyed by the domain's own function.
import { AGE_BANDS, RECORDING_HELP, QUESTION_SUBTYPE_LABELS } from "@readbright/domain/assessment";
import type { AgeBandId, HelpStep } from "@readbright/domain/assessment";
import { AUDIT_ACTION_LABELS } from "@readbright/domain/audit";
import { CSV_COLUMNS, CSV_MAX_ROWS, CSV_MESSAGES, CSV_TEMPLATE_COLUMNS, csvTemplateColumns } from "@readbright/domain/csv-template";
import { answersWaitingLabel, DEVICE_RECONNECT, deviceStatusLabel } from "@readbright/domain/device-status";
import type { DeviceStatus } from "@readbright/domain/device-status";
import { GENDER_LABELS, RESULT_STATUS_LABELS, RISK_LEVEL_LABELS, SECTION_TYPE_LABELS } from "@readbright/domain/enums";
import type { SectionType, UserType } from "@readbright/domain/enums";
import { IDEMPOTENCY_MESSAGES } from "@readbright/domain/idempotency";
import { memoryHelp, memoryKind, memoryPrompt } from "@readbright/domain/memory-instructions";
import type { MemoryKind } from "@readbright/domain/memory-instructions";
import { ERRORS, VALIDATION } from "@readbright/domain/messages";
import { GENERAL_WORDS, inPeopleWords, peopleWords } from "@readbright/domain/people-words";
import type { PeopleWords } from "@readbright/domain/people-words";
import { LINE_SPACING_LABELS, SPACING_LABELS, TEXT_SIZE_LABELS, TINT_LABELS, TYPEFACE_LABELS } from "@readbright/domain/reading-settings";
import type { ValidityCode, ValidityFlag } from "@readbright/domain/validity";
import { CHECK_THIS_RESULT, FLAGGED_NOT_COUNTED, VALIDITY_LABELS, validityCell, validityExplanation, validityLabel } from "@readbright/domain/validity-words";
import { SPANISH, spanishValidityCell, spanishValidityLabel } from "@readbright/domain/spanish-words";
import { phrase, translateDomainText } from "../../lib/i18n/domain-text";
import type { DomainPhrase } from "../../lib/i18n/domain-text";

// The Spanish the server writes too (the results export, mail) is the domain's (spanish-words.ts).
const SECTION_NAMES: Record<SectionType, string> = SPANISH.sections;
const VALIDITY_NAMES: Record<ValidityCode, string> = SPANISH.validity;

const AGE_BAND_NAMES: Record<AgeBandId, string> = {
  "age-5-7": "De 5 a 7 años",
  "age-8-10": "De 8 a 10 años",
  "age-11-14": "De 11 a 14 años",
  "age-15-plus": "15 años o más",
};

const MEMORY_WORDS: Record<MemoryKind, { prompt: string; remember: string }> = {
  one_image: {
    prompt: "Selecciona la imagen que viste antes entre las imágenes de abajo",
    remember: "Mira las imágenes y recuérdalas. Desaparecen después de 5 segundos.",
  },
  images: {
    prompt: "Selecciona las imágenes que viste antes entre las imágenes de abajo",
    remember: "Mira las imágenes y recuérdalas. Desaparecen después de 5 segundos.",
  },
  letters: {
    prompt: "Selecciona las letras que viste antes entre las letras de abajo",
    remember: "Mira las letras y recuérdalas. Desaparecen después de 5 segundos.",
  },
  number_order: {
    prompt: "Selecciona los números en el orden en que los viste",
    remember: "Mira los números y recuerda su orden. Desaparecen después de 5 segundos.",
  },
  picture_order: {
    prompt: "Selecciona los dibujos en el orden en que los viste, de izquierda a derecha",
    remember: "Mira los dibujos y recuerda su orden, de izquierda a derecha. Desaparecen después de 5 segundos.",
  },
};

const PEOPLE: Partial<Record<UserType, PeopleWords>> = {
  parent: { one: "niño o niña", many: "niños" },
  school: { one: "estudiante", many: "estudiantes" },
  organization: { one: "cliente", many: "clientes" },
};
const GENERAL_PEOPLE: PeopleWords = { one: "participante", many: "participantes" };

const capital = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
const figure = (flag: ValidityFlag, name: string): number => flag.figures[name] ?? 0;
const sectionName = (flag: ValidityFlag) => (flag.section ? `la sección ${SECTION_NAMES[flag.section]}` : "la prueba");
const decimal = (value: number) => value.toFixed(1).replace(".", ",");

function duration(minutes: number): string {
  if (minutes < 120) return `${minutes} minutos`;
  const hours = Math.round(minutes / 60);
  return hours < 48 ? `${hours} horas` : `${Math.round(hours / 24)} días`;
}

function spanishValidityExplanation(flag: ValidityFlag): string {
  switch (flag.code) {
    case "too_fast":
      return `Revise este resultado: las respuestas llegaron más rápido de lo que se pueden leer las preguntas (la mitad en menos de ${decimal(figure(flag, "median_ms") / 1000)} segundos). Considere repetir la prueba.`;
    case "at_chance":
      return `Revise este resultado: en ${sectionName(flag)}, ${figure(flag, "correct")} de ${figure(flag, "marked")} respuestas fueron correctas, no más de lo que daría adivinar (unas ${Math.round(figure(flag, "expected"))}). Puede que las respuestas fueran al azar, o que la sección fuera muy difícil. Considere repetir la prueba con una persona adulta cerca.`;
    case "incomplete":
      return `Revise este resultado: solo se respondieron ${figure(flag, "answered")} de las ${figure(flag, "questions")} preguntas de ${sectionName(flag)}. Considere repetir la prueba.`;
    case "unheard":
      return `Revise este resultado: no se oyó ninguna voz en ${figure(flag, "silent")} de ${figure(flag, "measured")} respuestas habladas. Revise el micrófono y considere repetir la prueba.`;
    case "interrupted":
      return `Revise este resultado: la prueba se detuvo durante ${duration(figure(flag, "gap_minutes"))} antes de ${sectionName(flag)}. Una pausa larga puede cambiar el desempeño. Considere repetir la prueba de una sola vez.`;
  }
}

function spanishAnswersWaiting(count: number): string {
  return `${count} ${count === 1 ? "respuesta espera" : "respuestas esperan"} en este dispositivo`;
}

function spanishPeopleWords(userType: UserType | null | undefined): PeopleWords {
  return (userType && PEOPLE[userType]) || GENERAL_PEOPLE;
}

/** The message in Spanish (when it is the domain's or the server's), then "participante(s)" in the account's words. */
function spanishInPeopleWords(text: string, userType: UserType | null | undefined): string {
  const spanish = translateDomainText(text, "es");
  const words = spanishPeopleWords(userType);
  if (words === GENERAL_PEOPLE) return spanish;
  return spanish
    .replace(/\bparticipantes\b/g, words.many)
    .replace(/\bParticipantes\b/g, capital(words.many))
    .replace(/\bparticipante\b/g, words.one)
    .replace(/\bParticipante\b/g, capital(words.one));
}

type KindSource = Parameters<typeof memoryPrompt>[0];
const memoryWords = (question: KindSource) => MEMORY_WORDS[memoryKind(question) ?? "images"];

export const DOMAIN_TEXT: Record<string, string> = {
  [VALIDATION.emailRequired]: "El correo electrónico es obligatorio",
  [VALIDATION.emailInvalid]: "Correo electrónico no válido",
  [VALIDATION.passwordRequired]: "La contraseña es obligatoria",
  [VALIDATION.passwordMin]: "La contraseña debe tener al menos 8 caracteres",
  [VALIDATION.passwordPattern]: "La contraseña debe incluir números y caracteres especiales",
  [VALIDATION.confirmRequired]: "Confirme su contraseña",
  [VALIDATION.confirmMismatch]: "Las contraseñas no coinciden",
  [VALIDATION.termsRequired]: "Debe aceptar los términos y condiciones",
  [VALIDATION.fullNameRequired]: "El nombre completo es obligatorio",
  [VALIDATION.birthDateRequired]: "La fecha de nacimiento es obligatoria",
  [VALIDATION.firstNameRequired]: "El nombre es obligatorio",
  [VALIDATION.lastNameRequired]: "El apellido es obligatorio",
  [VALIDATION.dateOfBirthRequired]: "La fecha de nacimiento es obligatoria",
  [VALIDATION.cityRequired]: "La ciudad es obligatoria",
  [VALIDATION.roleRequired]: "Seleccione su función",
  [VALIDATION.roleOtherRequired]: "Indique su función",
  [VALIDATION.reasonRequired]: "Seleccione un motivo de contacto",
  [VALIDATION.answerRequired]: "Selecciona una respuesta",
  [VALIDATION.recordingRequired]: "Graba tu respuesta",
  [ERRORS.unauthenticated]: "Es necesario iniciar sesión",
  [ERRORS.appNotVerified]: "Esta solicitud no vino de la aplicación ReadBright. Vuelva a cargar la página e inténtelo de nuevo.",
  [ERRORS.notFound]: "No encontrado",
  [ERRORS.internal]: "Error interno del servidor",
  [ERRORS.busy]: "El servicio está ocupado. Inténtelo de nuevo en un momento.",
  [ERRORS.audioTooLarge]: "El archivo de audio es demasiado grande. El tamaño máximo es 10 MB.",
  [ERRORS.invalidAudioFormat]: "Formato de audio no válido",
  [ERRORS.emailExists]: "No se pudo crear el usuario: el correo electrónico ya existe",
  [ERRORS.noAssessmentForAge]: "No se encontraron evaluaciones para esa edad",
  [ERRORS.noUserSignedIn]: "No hay ningún usuario con la sesión iniciada",
  [ERRORS.alreadyAnswered]: "Esta pregunta ya tiene respuesta",

  [GENDER_LABELS.male]: SPANISH.genders.male,
  [GENDER_LABELS.female]: SPANISH.genders.female,
  [GENDER_LABELS.prefer_not_to_say]: SPANISH.genders.prefer_not_to_say,
  [SECTION_TYPE_LABELS.memory]: SECTION_NAMES.memory,
  [SECTION_TYPE_LABELS.phonological_awareness]: SECTION_NAMES.phonological_awareness,
  [SECTION_TYPE_LABELS.spatial_awareness]: SECTION_NAMES.spatial_awareness,
  [RESULT_STATUS_LABELS.not_started]: SPANISH.statuses.not_started,
  [RESULT_STATUS_LABELS.in_progress]: SPANISH.statuses.in_progress,
  [RESULT_STATUS_LABELS.completed]: SPANISH.statuses.completed,
  [RESULT_STATUS_LABELS.abandoned]: SPANISH.statuses.abandoned,
  [RISK_LEVEL_LABELS.low]: SPANISH.risks.low,
  [RISK_LEVEL_LABELS.medium]: SPANISH.risks.medium,
  [RISK_LEVEL_LABELS.high]: SPANISH.risks.high,

  // The player's words are for the child: tú.
  ...Object.fromEntries(AGE_BANDS.map((band) => [band.label, AGE_BAND_NAMES[band.id]])),
  [QUESTION_SUBTYPE_LABELS.picture_memory]: "Memoria de imágenes",
  [QUESTION_SUBTYPE_LABELS.sequence_memory]: "Memoria del orden",
  [QUESTION_SUBTYPE_LABELS.digit_span]: "Memoria de números",
  [QUESTION_SUBTYPE_LABELS.letter_memory]: "Memoria de letras",
  [QUESTION_SUBTYPE_LABELS.shape_match]: "Formas iguales",
  [QUESTION_SUBTYPE_LABELS.mirror_letters]: "Letras en espejo",
  [QUESTION_SUBTYPE_LABELS.direction]: "Direcciones",
  [QUESTION_SUBTYPE_LABELS.same_different]: "Igual o diferente",
  [QUESTION_SUBTYPE_LABELS.rotation]: "Formas que giran",
  [QUESTION_SUBTYPE_LABELS.rhyme]: "Rimas",
  [QUESTION_SUBTYPE_LABELS.sound_match]: "Sonidos de las palabras",
  [QUESTION_SUBTYPE_LABELS.syllables]: "Sílabas",
  [QUESTION_SUBTYPE_LABELS.sound_deletion]: "Quitar sonidos",
  [QUESTION_SUBTYPE_LABELS.sound_swap]: "Cambiar sonidos",
  [QUESTION_SUBTYPE_LABELS.word_repetition]: "Di la palabra",
  [QUESTION_SUBTYPE_LABELS.nonword_repetition]: "Palabras inventadas",
  [QUESTION_SUBTYPE_LABELS.dictation]: "La palabra que falta",
  [RECORDING_HELP[0]!.text]: "Presiona el altavoz para oír la pregunta.",
  [RECORDING_HELP[1]!.text]: "Presiona repetir para oírla otra vez.",
  [RECORDING_HELP[2]!.text]: "Presiona el micrófono y di tu respuesta.",
  [RECORDING_HELP[3]!.text]: "Presiona detener cuando termines. La grabación se detiene sola después de 10 segundos.",
  [RECORDING_HELP[4]!.text]: "Presiona reproducir para oír tu respuesta y luego presiona Siguiente.",

  [AUDIT_ACTION_LABELS.recording_played]: "Reprodujo una grabación",
  [AUDIT_ACTION_LABELS.answer_marked]: "Calificó una respuesta",
  [AUDIT_ACTION_LABELS.class_list_downloaded]: "Descargó una lista de grupo",
  [AUDIT_ACTION_LABELS.results_exported]: "Exportó resultados",
  [AUDIT_ACTION_LABELS.data_exported]: "Descargó todos los datos",
  [AUDIT_ACTION_LABELS.participant_updated]: "Corrigió los datos de un participante",
  [AUDIT_ACTION_LABELS.participant_deleted]: "Eliminó a un participante",
  [AUDIT_ACTION_LABELS.result_deleted]: "Eliminó una prueba",
  [AUDIT_ACTION_LABELS.user_deleted]: "Eliminó su cuenta",
  [AUDIT_ACTION_LABELS.staff_invited]: "Invitó a un miembro del personal",
  [AUDIT_ACTION_LABELS.staff_removed]: "Quitó a un miembro del personal",
  [AUDIT_ACTION_LABELS.diagnostic_outcome_recorded]: "Registró un resultado diagnóstico",
  [AUDIT_ACTION_LABELS.diagnostic_outcome_deleted]: "Eliminó un resultado diagnóstico",

  [VALIDITY_LABELS.too_fast]: VALIDITY_NAMES.too_fast,
  [VALIDITY_LABELS.at_chance]: VALIDITY_NAMES.at_chance,
  [VALIDITY_LABELS.incomplete]: VALIDITY_NAMES.incomplete,
  [VALIDITY_LABELS.unheard]: VALIDITY_NAMES.unheard,
  [VALIDITY_LABELS.interrupted]: VALIDITY_NAMES.interrupted,
  [CHECK_THIS_RESULT]: "Revise este resultado",
  [FLAGGED_NOT_COUNTED]: "La primera prueba marcada en 8 meses no cuenta para el límite de 2 pruebas de detección en 8 meses; una segunda prueba marcada sí cuenta.",

  [GENERAL_WORDS.one]: GENERAL_PEOPLE.one,
  [GENERAL_WORDS.many]: GENERAL_PEOPLE.many,
  [DEVICE_RECONNECT]: "Esperando a que este dispositivo se vuelva a conectar",

  [TYPEFACE_LABELS.default]: "Predeterminada (sans serif del sistema)",
  [TYPEFACE_LABELS.lexend]: "Lexend",
  [TYPEFACE_LABELS.atkinson]: "Atkinson Hyperlegible",
  [TYPEFACE_LABELS.opendyslexic]: "OpenDyslexic",
  [TEXT_SIZE_LABELS.standard]: "Estándar",
  [TEXT_SIZE_LABELS.large]: "Grande",
  [TEXT_SIZE_LABELS.larger]: "Más grande",
  [TEXT_SIZE_LABELS.largest]: "La más grande",
  [SPACING_LABELS.wide]: "Amplio",
  [SPACING_LABELS.wider]: "Más amplio",
  [LINE_SPACING_LABELS.standard]: "1,5 (estándar)",
  [LINE_SPACING_LABELS.relaxed]: "1,8",
  [LINE_SPACING_LABELS.double]: "2",
  [TINT_LABELS.white]: "Blanco",
  [TINT_LABELS.cream]: "Crema",
  [TINT_LABELS.pale_blue]: "Azul claro",
  [TINT_LABELS.pale_yellow]: "Amarillo claro",
  [TINT_LABELS.pale_green]: "Verde claro",
  [TINT_LABELS.dark]: "Oscuro",

  [CSV_MESSAGES.notCsv]: "Suba un archivo .csv",
  [CSV_MESSAGES.tooLarge]: "El archivo CSV es demasiado grande. El tamaño máximo es 2 MB.",
  // The server reads either template's headers: the Spanish one first, as a Spanish reader downloaded it.
  [CSV_MESSAGES.wrongColumns]: `La primera fila debe tener las columnas de la plantilla: ${csvTemplateColumns("es").join(", ")} (o las mismas en inglés: ${CSV_TEMPLATE_COLUMNS.join(", ")})`,
  [CSV_MESSAGES.noRows]: "El archivo no tiene participantes",
  [CSV_MESSAGES.tooManyRows]: `Un archivo puede tener como máximo ${CSV_MAX_ROWS.toLocaleString("es")} participantes`,
  [CSV_MESSAGES.invalidRows]: "Algunas filas no son válidas",
  [CSV_MESSAGES.unreadable]: "No se pudo leer el archivo como CSV",
  [CSV_MESSAGES.genderRequired]: "El género es obligatorio",
  [CSV_MESSAGES.genderInvalid]: `El género debe ser ${SPANISH.genders.male}, ${SPANISH.genders.female} o ${SPANISH.genders.prefer_not_to_say}`,
  [CSV_MESSAGES.dateOfBirthFormat]: "La fecha de nacimiento debe escribirse mm/dd/aaaa",
  [CSV_MESSAGES.tooManyCells]: `Una fila puede tener como máximo ${CSV_COLUMNS.length} celdas`,

  [IDEMPOTENCY_MESSAGES.inProgress]: "Esta solicitud todavía se está procesando. Inténtelo de nuevo en un momento.",
};

/** The domain's functions that build words, in Spanish (lib/i18n/domain-text.ts). */
export const DOMAIN_PHRASES: readonly DomainPhrase[] = [
  phrase(validityLabel, spanishValidityLabel),
  phrase(validityExplanation, spanishValidityExplanation),
  phrase(validityCell, spanishValidityCell),
  phrase(answersWaitingLabel, spanishAnswersWaiting),
  phrase(deviceStatusLabel, (status: DeviceStatus) =>
    status.kind === "reconnect" ? (DOMAIN_TEXT[DEVICE_RECONNECT] as string) : status.kind === "waiting" ? spanishAnswersWaiting(status.count) : null,
  ),
  phrase(memoryPrompt, (question) => memoryWords(question).prompt),
  phrase(memoryHelp, (question): readonly HelpStep[] => [
    { icon: "remember", text: memoryWords(question).remember },
    { icon: "select", text: `${memoryWords(question).prompt}.` },
    { icon: "submit", text: "Presiona Siguiente." },
  ]),
  phrase(peopleWords, spanishPeopleWords),
  phrase(inPeopleWords, spanishInPeopleWords),
];
