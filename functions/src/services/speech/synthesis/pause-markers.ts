// Pause markers in reader text: "[pause 0.5]" (seconds; "500ms" and "0.5s" also work) or SSML
// <break time="500ms"/>. The text becomes segments, then SSML that espeak-ng (-m) and Google read.

export type SpeechSegment = { kind: "text"; text: string } | { kind: "pause"; ms: number };

/** Google rejects breaks over 10 s; a longer one is almost certainly a typo. */
export const MAX_PAUSE_MS = 10_000;



const MARKER = /\[\s*pause\s+(\d+(?:\.\d+)?)\s*(ms|s)?\s*\]|<break\s+time\s*=\s*["'](\d+(?:\.\d+)?)\s*(ms|s)["']\s*\/?>/gi;

function toMs(amount: string, unit: string | undefined): number {
  const value = Number(amount) * (unit?.toLowerCase() === "ms" ? 1 : 1000);
  return Math.min(Math.round(value), MAX_PAUSE_MS);
}

export function parseSpeech(input: string): SpeechSegment[] {
  const segments: SpeechSegment[] = [];
  const pushText = (text: string) => {
    if (text.trim() !== "") segments.push({ kind: "text", text: text.trim() });
  };
  let last = 0;
  for (const match of input.matchAll(MARKER)) {
    pushText(input.slice(last, match.index));
    const ms = match[1] !== undefined ? toMs(match[1], match[2]) : toMs(match[3] ?? "0", match[4]);
    segments.push({ kind: "pause", ms });
    last = match.index + match[0].length;
  }
  pushText(input.slice(last));
  return segments;
}

export function totalPauseMs(segments: readonly SpeechSegment[]): number {
  return segments.reduce((sum, segment) => sum + (segment.kind === "pause" ? segment.ms : 0), 0);
}

export function hasSpokenText(segments: readonly SpeechSegment[]): boolean {
  return segments.some((segment) => segment.kind === "text");
}

function escapeXml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&apos;");
}

/** SSML for the segments; user text is escaped, so only our own breaks are markup. */
export function toSsml(segments: readonly SpeechSegment[]): string {
  const body = segments
    .map((segment) => (segment.kind === "text" ? escapeXml(segment.text) : `<break time="${segment.ms}ms"/>`))
    .join(" ");
  return `<speak>${body}</speak>`;
}
