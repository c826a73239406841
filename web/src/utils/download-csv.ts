// Saving a file: CSV text made in the browser, or a file the server made (the results export, the
// account's data as a ZIP).

/** Saves `content` under `fileName`; a Blob keeps its own type unless `type` names one. */
export function downloadFile(fileName: string, content: Blob, type?: string): void {
  const url = URL.createObjectURL(type ? new Blob([content], { type }) : content);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

export function downloadCsv(fileName: string, content: string | Blob): void {
  downloadFile(fileName, new Blob([content]), "text/csv;charset=utf-8");
}
