// What the player's cards, buttons and hints say in each test language, so the player's steps find them by
// name in a Spanish test too. The Spanish is the catalogs' (web/src/locales/es/assessment.po) and the
// domain table's (web/src/locales/es/domain.ts), typed out: a test that read them from the catalogs would
// pass whatever they said.
import type { SectionType } from "@readbright/domain/enums";
import type { TestLanguage } from "@readbright/domain/test-language";

export interface PlayerWords {
  sections: Record<SectionType, string>;
  startTest: string;
  continue: string;
  instructions: string;
  toPractice: string;
  help: string;
  step: (number: number, total: number) => string;
  next: string;
  gotIt: string;
  readAloud: string;
  readAloudAgain: string;
  micCheck: string;
  startRecording: string;
  stopRecording: string;
  playRecording: string;
  canYouHear: string;
  heardMyself: string;
  lookAtPictures: string;
  recordYourAnswer: string;
  selectAnAnswer: string;
  typeYourAnswer: string;
  progress: string;
  practiceQuestion: string;
  questionOf: (number: number, total: number) => string;
  tryAgain: string;
}

export const PLAYER_WORDS: Record<TestLanguage, PlayerWords> = {
  en: {
    sections: { memory: "Memory", spatial_awareness: "Spatial Awareness", phonological_awareness: "Phonological Awareness" },
    startTest: "Start Test",
    continue: "Continue",
    instructions: "Instructions",
    toPractice: "Go to Practice question",
    help: "How to answer",
    step: (number, total) => `Step ${number} of ${total}`,
    next: "Next",
    gotIt: "Got it",
    readAloud: "Read aloud",
    readAloudAgain: "Read aloud again",
    micCheck: "Let's check your microphone",
    startRecording: "Start recording",
    stopRecording: "Stop recording",
    playRecording: "Play recording",
    canYouHear: "Listen. Can you hear yourself?",
    heardMyself: "I heard myself",
    lookAtPictures: "Time to look at the pictures",
    recordYourAnswer: "Please record your answer",
    selectAnAnswer: "Please select an answer",
    typeYourAnswer: "Type your answer",
    progress: "Test progress",
    practiceQuestion: "Practice question",
    questionOf: (number, total) => `Question ${number} of ${total}`,
    tryAgain: "That's not quite right. Please try again!",
  },
  es: {
    sections: { memory: "Memoria", spatial_awareness: "Conciencia espacial", phonological_awareness: "Conciencia fonológica" },
    startTest: "Empezar la prueba",
    continue: "Continuar",
    instructions: "Instrucciones",
    toPractice: "Ir a la pregunta de práctica",
    help: "Cómo responder",
    step: (number, total) => `Paso ${number} de ${total}`,
    next: "Siguiente",
    gotIt: "Entendido",
    readAloud: "Leer en voz alta",
    readAloudAgain: "Leer en voz alta otra vez",
    micCheck: "Vamos a revisar tu micrófono",
    startRecording: "Empezar a grabar",
    stopRecording: "Detener grabación",
    playRecording: "Escuchar grabación",
    canYouHear: "Escucha. ¿Puedes oír tu voz?",
    heardMyself: "Me escuché",
    lookAtPictures: "Tiempo para mirar las imágenes",
    recordYourAnswer: "Graba tu respuesta",
    selectAnAnswer: "Selecciona una respuesta",
    typeYourAnswer: "Escribe tu respuesta",
    progress: "Progreso de la prueba",
    practiceQuestion: "Pregunta de práctica",
    questionOf: (number, total) => `Pregunta ${number} de ${total}`,
    tryAgain: "Eso no está del todo bien. ¡Inténtalo otra vez!",
  },
};
