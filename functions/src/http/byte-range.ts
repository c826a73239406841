// The Range request header (RFC 9110 section 14), for one range of bytes: enough for audio players and
// resumed downloads. Several ranges would need a multipart/byteranges body; the RFC lets a server ignore
// Range instead, and so does anything it cannot read.

export type ByteRange =
  /** Send the whole representation with 200: no Range, or one to ignore. */
  | { kind: "whole" }
  /** Send bytes start..end (inclusive, within the file) with 206 and Content-Range. */
  | { kind: "partial"; start: number; end: number }
  /** 416 with `Content-Range: bytes *` + `/size`: the range starts past the end, or asks for the last 0 bytes. */
  | { kind: "unsatisfiable" };

const WHOLE: ByteRange = { kind: "whole" };
const UNSATISFIABLE: ByteRange = { kind: "unsatisfiable" };

// The unit is case-insensitive; one int-range (first-pos "-" [last-pos]) or suffix-range ("-" suffix-length).
// Blanks around the range are the list syntax's optional whitespace. A comma means several: ignored.
const SINGLE_RANGE = /^bytes=[ \t]*(\d*)-(\d*)[ \t]*$/i;

/** Which bytes of a `size`-byte file the Range header asks for. */
export function parseRange(header: string | undefined, size: number): ByteRange {
  if (header === undefined) return WHOLE;
  const match = SINGLE_RANGE.exec(header.trim());
  if (!match) return WHOLE;
  const [, first = "", last = ""] = match;
  if (first === "") {
    if (last === "") return WHOLE; // "bytes=-": no range at all
    const length = Number(last);
    if (length === 0) return UNSATISFIABLE;
    // An empty file has no last byte to point at; its whole (nothing) is the answer.
    if (size === 0) return WHOLE;
    return { kind: "partial", start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(first);
  const end = last === "" ? Number.POSITIVE_INFINITY : Number(last);
  if (end < start) return WHOLE; // "bytes=5-2" is invalid, so it is ignored
  if (start >= size) return UNSATISFIABLE;
  return { kind: "partial", start, end: Math.min(end, size - 1) };
}

/** The Content-Range of a 206, or of a 416 (no range given). */
export function contentRange(size: number, range?: { start: number; end: number }): string {
  return range ? `bytes ${range.start}-${range.end}/${size}` : `bytes */${size}`;
}
