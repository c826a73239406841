import { i18n } from "@lingui/core";
import { describe, expect, it } from "vitest";
import { inPeopleWords } from "@readbright/domain/people-words";
import { peopleText } from "./use-people-text";

describe("the people words in the language in force", () => {
  it("are the domain's own in English", () => {
    i18n.activate("en");
    const words = peopleText(i18n, "school");
    expect([words.one, words.many]).toEqual(["student", "students"]);
    expect(words.say("No participants found")).toBe(inPeopleWords("No participants found", "school"));
    expect(peopleText(i18n, "parent").say("Participant deleted")).toBe("Child deleted");
  });

  it("swap the Spanish participante(s) for the account's word, capitals kept, and nothing inside other words", () => {
    i18n.activate("es");
    expect(peopleText(i18n, "parent").say("Participantes")).toBe("Niños");
    expect(peopleText(i18n, "school").say("Registrar un nuevo participante")).toBe("Registrar un nuevo estudiante");
    expect(peopleText(i18n, "organization").say("No se encontraron participantes")).toBe("No se encontraron clientes");
    expect(peopleText(i18n, "school").say("participantesx participante")).toBe("participantesx estudiante");
    expect(peopleText(i18n, "individual").say("Participante eliminado")).toBe("Participante eliminado");
    expect(peopleText(i18n, undefined).one).toBe("participante");
  });
});
