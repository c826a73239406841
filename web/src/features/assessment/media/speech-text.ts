// Reader text without the pause markers, for the browser's own speech synthesis (which would say them).

const PAUSE = /\[pause\s+[\d.]+\]|<break\b[^>]*\/?>/gi;

export function withoutPauseMarkers(text: string): string {
  return text.replace(PAUSE, " ").replace(/\s+/g, " ").trim();
}
