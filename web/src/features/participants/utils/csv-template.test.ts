import { afterEach, describe, expect, it, vi } from "vitest";
import { downloadCsvTemplate } from "./csv-template";

afterEach(() => Reflect.deleteProperty(URL, "createObjectURL"));

/** The file the next download saves: its name and text. */
function nextDownload(): Promise<{ fileName: string; text: string }> {
  let blob: Blob | undefined;
  Object.assign(URL, { createObjectURL: (value: Blob) => ((blob = value), "blob:template"), revokeObjectURL: vi.fn() });
  return new Promise((resolve) => {
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      const fileName = this.download;
      const reader = new FileReader();
      reader.onload = () => resolve({ fileName, text: String(reader.result) });
      reader.readAsText(blob as Blob);
    });
  });
}

describe("the CSV template download", () => {
  it("saves group_test_template.csv holding the header row", async () => {
    const saved = nextDownload();
    downloadCsvTemplate("en");
    expect(await saved).toEqual({ fileName: "group_test_template.csv", text: "Name*,Date of birth* (mm/dd/yyyy),Gender*,Grade,Section,history,difficulties\r\n" });
  });

  it("saves the Spanish header row when the app is in Spanish, under the same name", async () => {
    const saved = nextDownload();
    downloadCsvTemplate("es");
    expect(await saved).toEqual({ fileName: "group_test_template.csv", text: "Nombre*,Fecha de nacimiento* (mm/dd/aaaa),Género*,Grado,Grupo,antecedentes,dificultades\r\n" });
  });

  it("saves the English one for a language the template does not have", async () => {
    const saved = nextDownload();
    downloadCsvTemplate("fr");
    expect((await saved).text).toMatch(/^Name\*,/);
  });
});
