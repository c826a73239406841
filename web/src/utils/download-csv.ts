// Saving CSV as a file: text made in the browser, or a file the server made (the results export).

export function downloadCsv(fileName: string, content: string | Blob): void {
  const url = URL.createObjectURL(new Blob([content], { type: "text/csv;charset=utf-8" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
