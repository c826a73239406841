// Reader speech (spec sections 7 and 9): the request limit and the pause markers reader text carries.

export const TTS_MAX_TEXT_LENGTH = 1000;
export const PAUSE_BETWEEN_OPTIONS_S = 0.5;
export const PAUSE_AFTER_TITLE_S = 0.75;

/**
 * A pause inside text sent to POST /api/text-to-speech/, e.g. `[pause 0.5]`. The server also
 * accepts SSML `<break time="500ms"/>`.
 */
export function pauseMarker(seconds: number): string {
  return `[pause ${seconds}]`;
}
