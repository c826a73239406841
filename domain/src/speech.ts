// Reader speech (spec sections 7 and 9): the request limit and the pause markers reader text carries.

export const TTS_MAX_TEXT_LENGTH = 1000;

/**
 * The most silence one request may ask for in all. The bank's longest question pauses about 3 s (0.75 s
 * after the title, 0.5 s between options); without a cap, a thousand characters of "[pause 10]" would
 * make a file of over fifteen minutes.
 */
export const MAX_TOTAL_PAUSE_MS = 15_000;
export const PAUSE_BETWEEN_OPTIONS_S = 0.5;
export const PAUSE_AFTER_TITLE_S = 0.75;

/**
 * A pause inside text sent to POST /api/text-to-speech/, e.g. `[pause 0.5]`. The server also
 * accepts SSML `<break time="500ms"/>`.
 */
export function pauseMarker(seconds: number): string {
  return `[pause ${seconds}]`;
}
