// Catches the next file the page saves (utils/download-csv.ts: an object URL clicked on a link): its name
// and text, decoded as given, byte order mark included.
import { vi } from "vitest";

export function catchDownload(): Promise<{ fileName: string; text: string }> {
  return new Promise((resolve) => {
    let blob: Blob | undefined;
    Object.assign(URL, { createObjectURL: (value: Blob) => ((blob = value), "blob:csv"), revokeObjectURL: vi.fn() });
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      const fileName = this.download;
      const reader = new FileReader();
      reader.onload = () => resolve({ fileName, text: new TextDecoder("utf-8", { ignoreBOM: true }).decode(reader.result as ArrayBuffer) });
      reader.readAsArrayBuffer(blob as Blob);
    });
  });
}
