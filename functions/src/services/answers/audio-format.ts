// Which recordings are accepted: the browser's declared type must be one of ours AND the bytes must
// start the way that container starts, so a renamed file of another kind is refused.

export interface AudioFormat {
  extension: "webm" | "mp4" | "ogg";
  contentType: string;
}

// Chrome sometimes labels a MediaRecorder webm as video/webm; Safari records mp4 (audio/mp4, video/mp4 or audio/x-m4a).
const DECLARED: Readonly<Record<string, AudioFormat["extension"]>> = {
  "audio/webm": "webm",
  "video/webm": "webm",
  "audio/mp4": "mp4",
  "video/mp4": "mp4",
  "audio/x-m4a": "mp4",
  "audio/ogg": "ogg",
  "application/ogg": "ogg",
};

const CONTENT_TYPES: Readonly<Record<AudioFormat["extension"], string>> = {
  webm: "audio/webm",
  mp4: "audio/mp4",
  ogg: "audio/ogg",
};

function sniff(bytes: Buffer): AudioFormat["extension"] | null {
  // WebM is Matroska: an EBML header.
  if (bytes.length >= 4 && bytes.readUInt32BE(0) === 0x1a45dfa3) return "webm";
  // ISO base media: a box size, then 'ftyp'.
  if (bytes.length >= 8 && bytes.toString("latin1", 4, 8) === "ftyp") return "mp4";
  if (bytes.length >= 4 && bytes.toString("latin1", 0, 4) === "OggS") return "ogg";
  return null;
}

/** The format, or null when the declared type is not audio we take or the bytes say otherwise. */
export function detectAudioFormat(declaredType: string, bytes: Buffer): AudioFormat | null {
  // "audio/webm;codecs=opus" declares audio/webm.
  const declared = DECLARED[declaredType.split(";")[0]?.trim().toLowerCase() ?? ""];
  const actual = sniff(bytes);
  if (!declared || declared !== actual) return null;
  return { extension: actual, contentType: CONTENT_TYPES[actual] };
}
