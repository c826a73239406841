// Every message in the web app has its English and its Spanish, the catalogs match the code, and no
// translation drops or invents a placeholder (docs/decisions/0049).
import { describe, expect, it } from "vitest";
import { catalogProblems, placeholders } from "./i18n-catalogs.mjs";

describe("the web app's message catalogs", () => {
  it("hold every message of the code in English and in Spanish, with the same placeholders", async () => {
    expect(await catalogProblems()).toEqual([]);
  }, 120_000);

  it("compare placeholders and tags, not words", () => {
    expect(placeholders("Slide {number}: {title}")).toEqual(["{number}", "{title}"]);
    expect(placeholders("Diapositiva {title}: {number}")).toEqual(["{number}", "{title}"]);
    expect(placeholders("Pause<0> slides</0>")).toEqual(["</0>", "<0>"]);
    expect(placeholders("{count, plural, one {# answer} other {# answers}}")).toEqual(["{count}"]);
    expect(placeholders("Pausar diapositivas")).not.toEqual(placeholders("Pause<0> slides</0>"));
  });
});
