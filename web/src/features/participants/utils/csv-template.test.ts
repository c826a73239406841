import { afterEach, describe, expect, it, vi } from "vitest";
import { downloadCsvTemplate } from "./csv-template";

afterEach(() => Reflect.deleteProperty(URL, "createObjectURL"));

describe("the CSV template download", () => {
  it("saves group_test_template.csv holding the header row", async () => {
    let blob: Blob | undefined;
    Object.assign(URL, { createObjectURL: (value: Blob) => ((blob = value), "blob:template"), revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      expect(this.download).toBe("group_test_template.csv");
    });
    downloadCsvTemplate();
    expect(click).toHaveBeenCalled();
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(blob as Blob);
    });
    expect(text).toBe("Name*,Date of birth* (mm/dd/yyyy),Gender*,Grade,Section,history,difficulties\r\n");
  });
});
