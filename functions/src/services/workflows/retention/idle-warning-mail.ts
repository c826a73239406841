// The e-mail that warns an idle account's holder, in the account's language (decision 51): when the account
// goes, why, and how to keep it. The English is as it always was; the Spanish writes its dates as people
// read them ("1 de julio de 2029").
import type { Language } from "@readbright/domain/languages";
import { RETENTION } from "@readbright/domain/retention";
import type { QueuedMail } from "../../mail/queued-mail";

const DAY_MS = 24 * 60 * 60 * 1000;

export interface IdleWarningFacts {
  email: string;
  /** The last sign-in, or the account's creation. */
  lastActive: Date;
  /** The day the warning is sent. */
  now: Date;
}

const isoDay = (date: Date) => date.toISOString().slice(0, 10);
const spanishDay = new Intl.DateTimeFormat("es-US", { dateStyle: "long", timeZone: "UTC" });

const WORDS: Record<Language, (facts: IdleWarningFacts, deleteOn: Date) => QueuedMail["message"]> = {
  en: ({ email, lastActive }, deleteOn) => ({
    subject: "Your ReadBright account will be deleted unless you sign in",
    text: [
      `Nobody has signed in to your ReadBright account (${email}) since ${isoDay(lastActive)}.`,
      `As our Privacy Policy says, an account nobody uses for ${RETENTION.idleAccountYears} years is deleted, with everything in it: the people added to it, their tests, answers and recordings.`,
      `Your account will be deleted on or after ${isoDay(deleteOn)}. To keep it, just sign in before then. To keep a copy of your data instead, sign in and use Settings > Download my data.`,
    ].join("\n\n"),
  }),
  es: ({ email, lastActive }, deleteOn) => ({
    subject: "Su cuenta de ReadBright se eliminará si no inicia sesión",
    text: [
      `Nadie ha iniciado sesión en su cuenta de ReadBright (${email}) desde el ${spanishDay.format(lastActive)}.`,
      `Como dice nuestra Política de privacidad, una cuenta que nadie usa durante ${RETENTION.idleAccountYears} años se elimina con todo lo que contiene: las personas agregadas, sus pruebas, respuestas y grabaciones.`,
      `Su cuenta se eliminará el ${spanishDay.format(deleteOn)} o después. Para conservarla, solo tiene que iniciar sesión antes de esa fecha. Si prefiere guardar una copia de sus datos, inicie sesión y use Configuración > Descargar mis datos.`,
    ].join("\n\n"),
  }),
};

/** The warning to `facts.email` in `language`. */
export function idleWarningMail(facts: IdleWarningFacts, language: Language = "en"): QueuedMail {
  const deleteOn = new Date(facts.now.getTime() + RETENTION.idleWarningDays * DAY_MS);
  return { to: [facts.email], message: WORDS[language](facts, deleteOn) };
}
