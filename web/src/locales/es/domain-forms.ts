// The domain's words in Spanish from the modules that bring yup (lib/i18n/domain-text.ts): the forms' rules,
// consent, and the API's errors, keyed by the domain's English constants. Loaded with a feature's catalog
// (lib/i18n/catalogs.ts), so the public pages without a form never download yup for them.
import type { Schema } from "yup";
import { ValidationError } from "yup";
import { ANSWER_MESSAGES } from "@readbright/domain/api/answers";
import { ASSESSMENT_ERRORS, RESULT_MESSAGES } from "@readbright/domain/api/assessment-results";
import { AUDIT_MESSAGES } from "@readbright/domain/api/audit-events";
import { DIAGNOSTIC_OUTCOME_LABELS, DIAGNOSTIC_OUTCOME_MESSAGES, EARLIEST_ASSESSMENT_DATE, INSTRUMENT_MAX_LENGTH } from "@readbright/domain/api/diagnostic-outcome";
import { OWN_EVIDENCE_MESSAGES } from "@readbright/domain/api/evidence-mine";
import { INVITATION_MESSAGES } from "@readbright/domain/api/invitations";
import { PARTICIPANT_ERRORS } from "@readbright/domain/api/participants";
import { DELETE_ACCOUNT_MESSAGES, EXPORT_MESSAGES, SET_TYPE_MESSAGES } from "@readbright/domain/api/profile";
import { RECORDING_MESSAGES } from "@readbright/domain/api/recordings";
import { REVIEW_MESSAGES } from "@readbright/domain/api/reviews";
import { SCHOOL_ERRORS } from "@readbright/domain/api/school";
import { SPEECH_MESSAGES } from "@readbright/domain/api/speech";
import { SUBUSER_MESSAGES } from "@readbright/domain/api/subusers";
import { CONSENT_MESSAGES, CONSENT_STATEMENTS } from "@readbright/domain/consent";
import { CONTACT_LIMITS, CONTACT_MESSAGES, CONTACT_REASON_LABELS, CONTACT_ROLE_LABELS } from "@readbright/domain/contact-schemas";
import { MAX_ATTEMPTS, ATTEMPT_WINDOW_MONTHS } from "@readbright/domain/limits";
import { PARTICIPANT_LIMITS, PARTICIPANT_MESSAGES } from "@readbright/domain/participant-schemas";
import { MIN_ACCOUNT_AGE } from "@readbright/domain/profile";
import { citySchema, countrySchema, dateOfBirthSchema, firstNameSchema, lastNameSchema, PROFILE_MESSAGES, PROFILE_TEXT_MAX_LENGTH } from "@readbright/domain/profile-schemas";
import { SCHOOL_ADDRESS_MAX_LENGTH, SCHOOL_MESSAGES, SCHOOL_NAME_MAX_LENGTH, SCHOOL_PLACE_MAX_LENGTH, SCHOOL_WEBSITE_MAX_LENGTH, schoolSchema } from "@readbright/domain/school-schemas";
import { SPANISH } from "@readbright/domain/spanish-words";
import { phrase } from "../../lib/i18n/domain-text";
import type { DomainPhrase } from "../../lib/i18n/domain-text";

/**
 * The message a rule gives for `value`: for the few messages the domain writes inside a schema (a field's
 * "at most N characters"), so they are keyed by the domain's own words rather than typed again here.
 */
function messageFor(schema: Schema, value: unknown, path?: string): string {
  try {
    if (path) schema.validateSyncAt(path, { [path]: value });
    else schema.validateSync(value);
  } catch (error) {
    if (error instanceof ValidationError) return error.message;
    throw error;
  }
  throw new Error(`The rule accepted ${JSON.stringify(value)}: it gives no message for it`);
}
const tooLong = (schema: Schema, max: number, path?: string) => messageFor(schema, "x".repeat(max + 1), path);

export const DOMAIN_TEXT: Record<string, string> = {
  [CONTACT_MESSAGES.nameRequired]: "El nombre es obligatorio",
  [CONTACT_MESSAGES.nameTooLong]: `El nombre debe tener como máximo ${CONTACT_LIMITS.name} caracteres`,
  [CONTACT_MESSAGES.emailTooLong]: `El correo electrónico debe tener como máximo ${CONTACT_LIMITS.email} caracteres`,
  [CONTACT_MESSAGES.roleOtherTooLong]: `Su función debe tener como máximo ${CONTACT_LIMITS.roleOther} caracteres`,
  [CONTACT_MESSAGES.messageRequired]: "El mensaje es obligatorio",
  [CONTACT_MESSAGES.messageTooLong]: `El mensaje debe tener como máximo ${CONTACT_LIMITS.message.toLocaleString("es")} caracteres`,
  [CONTACT_MESSAGES.tooManyMessages]: "Demasiados mensajes. Inténtelo de nuevo más tarde.",
  [CONTACT_ROLE_LABELS.parent]: "Madre, padre o tutor",
  [CONTACT_ROLE_LABELS.teacher]: "Docente",
  [CONTACT_ROLE_LABELS.student]: "Estudiante",
  [CONTACT_ROLE_LABELS.other]: "Otro",
  // The reasons are the domain's Spanish: an acknowledgement mail names them too.
  [CONTACT_REASON_LABELS["request-demo"]]: SPANISH.contactReasons["request-demo"],
  [CONTACT_REASON_LABELS.collaboration]: SPANISH.contactReasons.collaboration,
  [CONTACT_REASON_LABELS.question]: SPANISH.contactReasons.question,
  [CONTACT_REASON_LABELS.feedback]: SPANISH.contactReasons.feedback,

  [PARTICIPANT_MESSAGES.nameTooLong]: `El nombre completo debe tener como máximo ${PARTICIPANT_LIMITS.name} caracteres`,
  [PARTICIPANT_MESSAGES.dateOfBirthInvalid]: "La fecha de nacimiento debe ser una fecha válida con el formato AAAA-MM-DD",
  [PARTICIPANT_MESSAGES.dateOfBirthFuture]: "La fecha de nacimiento no puede ser futura",
  [PARTICIPANT_MESSAGES.genderInvalid]: "El género debe ser uno de estos: male, female, prefer_not_to_say",
  [PARTICIPANT_MESSAGES.gradeTooLong]: `El grado debe tener como máximo ${PARTICIPANT_LIMITS.grade} caracteres`,
  [PARTICIPANT_MESSAGES.sectionTooLong]: `El grupo debe tener como máximo ${PARTICIPANT_LIMITS.section} caracteres`,
  [PARTICIPANT_MESSAGES.historyTooLong]: `Los antecedentes deben tener como máximo ${PARTICIPANT_LIMITS.history.toLocaleString("es")} caracteres`,
  [PARTICIPANT_MESSAGES.difficultiesTooLong]: `Las dificultades deben tener como máximo ${PARTICIPANT_LIMITS.difficulties.toLocaleString("es")} caracteres`,

  [PROFILE_MESSAGES.genderRequired]: "El género es obligatorio",
  [PROFILE_MESSAGES.genderInvalid]: "El género debe ser uno de estos: male, female, prefer_not_to_say",
  [PROFILE_MESSAGES.languageInvalid]: "El idioma debe ser uno de estos: en, es",
  [PROFILE_MESSAGES.countryRequired]: "El país es obligatorio",
  [PROFILE_MESSAGES.dateOfBirthInvalid]: "La fecha de nacimiento debe ser una fecha válida con el formato AAAA-MM-DD",
  [PROFILE_MESSAGES.dateOfBirthFuture]: "La fecha de nacimiento no puede ser futura",
  [PROFILE_MESSAGES.tooYoung]: `Debe tener ${MIN_ACCOUNT_AGE} años o más para tener una cuenta. Las personas más jóvenes hacen la prueba de detección a través de la cuenta de su familia, su escuela o un profesional.`,
  [tooLong(firstNameSchema, PROFILE_TEXT_MAX_LENGTH)]: `El nombre debe tener como máximo ${PROFILE_TEXT_MAX_LENGTH} caracteres`,
  [tooLong(lastNameSchema, PROFILE_TEXT_MAX_LENGTH)]: `El apellido debe tener como máximo ${PROFILE_TEXT_MAX_LENGTH} caracteres`,
  [tooLong(citySchema, PROFILE_TEXT_MAX_LENGTH)]: `La ciudad debe tener como máximo ${PROFILE_TEXT_MAX_LENGTH} caracteres`,
  [tooLong(dateOfBirthSchema, PROFILE_TEXT_MAX_LENGTH)]: `La fecha de nacimiento debe tener como máximo ${PROFILE_TEXT_MAX_LENGTH} caracteres`,
  [tooLong(countrySchema, PROFILE_TEXT_MAX_LENGTH)]: `El país debe tener como máximo ${PROFILE_TEXT_MAX_LENGTH} caracteres`,

  [SCHOOL_MESSAGES.nameRequired]: "El nombre de la escuela es obligatorio",
  [SCHOOL_MESSAGES.addressRequired]: "La dirección es obligatoria",
  [SCHOOL_MESSAGES.websiteInvalid]: "El sitio web debe ser una dirección válida que empiece por http:// o https://",
  [tooLong(schoolSchema, SCHOOL_NAME_MAX_LENGTH, "name")]: `El nombre de la escuela debe tener como máximo ${SCHOOL_NAME_MAX_LENGTH} caracteres`,
  [tooLong(schoolSchema, SCHOOL_ADDRESS_MAX_LENGTH, "address")]: `La dirección debe tener como máximo ${SCHOOL_ADDRESS_MAX_LENGTH} caracteres`,
  [tooLong(schoolSchema, SCHOOL_PLACE_MAX_LENGTH, "city")]: `La ciudad debe tener como máximo ${SCHOOL_PLACE_MAX_LENGTH} caracteres`,
  [tooLong(schoolSchema, SCHOOL_PLACE_MAX_LENGTH, "country")]: `El país debe tener como máximo ${SCHOOL_PLACE_MAX_LENGTH} caracteres`,
  [messageFor(schoolSchema, `https://${"x".repeat(SCHOOL_WEBSITE_MAX_LENGTH)}.org`, "website")]: `El sitio web debe tener como máximo ${SCHOOL_WEBSITE_MAX_LENGTH.toLocaleString("es")} caracteres`,

  [CONSENT_STATEMENTS.guardian.one]: "Soy la madre, el padre o el tutor legal de este niño o niña, y acepto el Aviso de privacidad.",
  [CONSENT_STATEMENTS.guardian.many]: "Soy la madre, el padre o el tutor legal de cada niño o niña de este archivo, y acepto el Aviso de privacidad.",
  [CONSENT_STATEMENTS.school_holds_consent.one]:
    "Nuestra escuela tiene el consentimiento de la madre, el padre o el tutor de este estudiante para la prueba de detección, como pide el Aviso de privacidad.",
  [CONSENT_STATEMENTS.school_holds_consent.many]:
    "Nuestra escuela tiene el consentimiento de la madre, el padre o el tutor de cada estudiante de este archivo, como pide el Aviso de privacidad.",
  [CONSENT_STATEMENTS.organization_holds_consent.one]:
    "Tengo el consentimiento de esta persona para la prueba de detección (el de su madre, padre o tutor si es un niño o niña), como pide el Aviso de privacidad.",
  [CONSENT_STATEMENTS.organization_holds_consent.many]:
    "Tengo el consentimiento de cada persona de este archivo (el de su madre, padre o tutor si es un niño o niña), como pide el Aviso de privacidad.",
  [CONSENT_MESSAGES.required.guardian]: "Confirme que es la madre, el padre o el tutor del niño o niña y que acepta el Aviso de privacidad",
  [CONSENT_MESSAGES.required.school_holds_consent]: "Confirme que su escuela tiene el consentimiento de las familias",
  [CONSENT_MESSAGES.required.organization_holds_consent]: "Confirme que tiene el consentimiento de las personas que agrega",

  [PARTICIPANT_ERRORS.notFound]: "Participante no encontrado",
  [PARTICIPANT_ERRORS.schoolRequired]: "Registre su escuela antes de agregar estudiantes",
  [PARTICIPANT_ERRORS.profileIncomplete]: "Primero agregue su nombre y su fecha de nacimiento a su perfil",
  [PARTICIPANT_ERRORS.selfFromProfile]: "Su nombre, género y fecha de nacimiento vienen de su perfil: cámbielos en Configuración",
  [PARTICIPANT_ERRORS.noTestWaiting]: "No hay ninguna prueba esperando para este código de estudiante",
  [ASSESSMENT_ERRORS.assessmentNotFound]: "Evaluación no encontrada",
  [ASSESSMENT_ERRORS.noDateOfBirth]: "El participante no tiene fecha de nacimiento, así que no se puede elegir ninguna evaluación",
  [ASSESSMENT_ERRORS.unsuitableAge]: "Esta evaluación no es adecuada para la edad del participante",
  [ASSESSMENT_ERRORS.attemptLimit]: `Esta prueba se puede hacer hasta ${MAX_ATTEMPTS} veces en un período de ${ATTEMPT_WINDOW_MONTHS} meses.`,
  [ASSESSMENT_ERRORS.alreadyCompleted]: "Esta evaluación ya se completó",
  [ASSESSMENT_ERRORS.notOpen]: "Esta evaluación ya no está abierta",
  [ASSESSMENT_ERRORS.oneOption]: "Elige exactamente una opción",
  [ASSESSMENT_ERRORS.atLeastOneOption]: "Elige al menos una opción",
  [ASSESSMENT_ERRORS.notRecording]: "Esta pregunta no es de grabación",
  [ASSESSMENT_ERRORS.tooManyRequests]: "Demasiadas solicitudes. Inténtelo de nuevo más tarde.",
  [RESULT_MESSAGES.notFound]: "Resultado de la evaluación no encontrado",
  [ANSWER_MESSAGES.recordingTooLong]: "La grabación es demasiado larga. La duración máxima es de 10 segundos.",
  [INVITATION_MESSAGES.notFound]: "Invitación no encontrada",
  [INVITATION_MESSAGES.alreadySetUp]:
    "Esta cuenta ya está configurada, así que no puede unirse por invitación. Pida que envíen la invitación a otra dirección de correo electrónico.",
  [SUBUSER_MESSAGES.notAdmin]: "Solo un administrador de escuela u organización puede invitar usuarios",
  [SUBUSER_MESSAGES.noSchool]: "Registre su escuela antes de invitar docentes",
  [SUBUSER_MESSAGES.notFound]: "Usuario no encontrado",
  [SUBUSER_MESSAGES.tooManyInvitations]: "Ha enviado muchas invitaciones. Espere una hora antes de enviar más.",
  [SET_TYPE_MESSAGES.typeFixed]: "El tipo de perfil ya está definido",
  [EXPORT_MESSAGES.recentSignIn]: "Vuelva a escribir su contraseña para descargar sus datos",
  [DELETE_ACCOUNT_MESSAGES.recentSignIn]: "Vuelva a escribir su contraseña para eliminar su cuenta",
  [DELETE_ACCOUNT_MESSAGES.emailMismatch]: "Escriba la dirección de correo electrónico de su cuenta para confirmar",
  [DELETE_ACCOUNT_MESSAGES.schoolNameMismatch]: "Escriba el nombre de su escuela para confirmar",
  [SCHOOL_ERRORS.notSchoolAdmin]: "Solo un administrador de la escuela puede registrar una escuela",
  [SCHOOL_ERRORS.alreadyRegistered]: "La escuela ya está registrada",
  [DIAGNOSTIC_OUTCOME_LABELS.identified]: "Dislexia identificada",
  [DIAGNOSTIC_OUTCOME_LABELS.not_identified]: "Dislexia no identificada",
  [DIAGNOSTIC_OUTCOME_LABELS.inconclusive]: "No concluyente",
  [DIAGNOSTIC_OUTCOME_MESSAGES.professionalsOnly]: "Solo un profesional de la dislexia puede registrar un resultado diagnóstico",
  [DIAGNOSTIC_OUTCOME_MESSAGES.noOutcome]: "No hay ningún resultado diagnóstico registrado para este cliente",
  [DIAGNOSTIC_OUTCOME_MESSAGES.outcomeRequired]: "Elija el resultado de la evaluación diagnóstica",
  [DIAGNOSTIC_OUTCOME_MESSAGES.dateRequired]: "Escriba la fecha de la evaluación diagnóstica",
  [DIAGNOSTIC_OUTCOME_MESSAGES.dateInvalid]: "La fecha debe ser una fecha real, como AAAA-MM-DD",
  [DIAGNOSTIC_OUTCOME_MESSAGES.dateFuture]: "La fecha de la evaluación diagnóstica no puede ser futura",
  [DIAGNOSTIC_OUTCOME_MESSAGES.dateTooEarly]: `La fecha de la evaluación diagnóstica no puede ser anterior a ${EARLIEST_ASSESSMENT_DATE}`,
  [DIAGNOSTIC_OUTCOME_MESSAGES.instrumentRequired]: "Escriba la evaluación o la batería de pruebas que se usó",
  [DIAGNOSTIC_OUTCOME_MESSAGES.instrumentTooLong]: `El instrumento debe tener como máximo ${INSTRUMENT_MAX_LENGTH} caracteres`,
  [AUDIT_MESSAGES.notAdmin]: "Solo un administrador de escuela u organización puede leer el registro de actividad",
  [OWN_EVIDENCE_MESSAGES.notForThisAccount]: "Solo las escuelas y los profesionales de la dislexia tienen cifras de sus propias pruebas de detección",
  [REVIEW_MESSAGES.notSpoken]: "Solo se revisan las respuestas habladas",
  [REVIEW_MESSAGES.noAnswer]: "Esta pregunta no tiene ninguna respuesta que revisar",
  [REVIEW_MESSAGES.notReviewable]: "Solo se puede revisar una prueba en curso o completada",
  [RECORDING_MESSAGES.notFound]: "Grabación no encontrada",
  [SPEECH_MESSAGES.quotaSpent]: "Error al obtener la voz; inténtalo de nuevo más tarde.",
  [SPEECH_MESSAGES.unavailable]: "La lectura en voz alta no está disponible",
};

/** The domain's functions that build words, in Spanish (lib/i18n/domain-text.ts). */
export const DOMAIN_PHRASES: readonly DomainPhrase[] = [
  phrase(ASSESSMENT_ERRORS.unanswered, (count) => `${count} ${count === 1 ? "pregunta sigue" : "preguntas siguen"} sin responder`),
];
