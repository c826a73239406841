import { describe, expect, it } from "vitest";
import { HttpError } from "../core/http-error";
import { BODY_ERRORS, JSON_BODY_MAX_BYTES, nestedDeeperThan, readJsonBody } from "./json-body";

const json = { "content-type": "application/json" };
const text = { "content-type": "text/plain" };

function errorOf(fn: () => unknown): HttpError {
  try {
    fn();
  } catch (err) {
    if (err instanceof HttpError) return err;
  }
  throw new Error("expected an HttpError");
}

describe("readJsonBody", () => {
  it("uses the body the framework already parsed as JSON", () => {
    expect(readJsonBody({ headers: json, body: { a: 1 }, rawBody: Buffer.from('{"a":1}') })).toEqual({ a: 1 });
  });
  it("parses a JSON body sent with another content type from the raw bytes", () => {
    expect(readJsonBody({ headers: text, body: '{"a":1}', rawBody: Buffer.from('{"a":1}') })).toEqual({ a: 1 });
  });
  it("treats a missing body as an empty object", () => {
    expect(readJsonBody({ headers: {}, body: undefined })).toEqual({});
  });
  it("refuses malformed JSON with a 400", () => {
    const err = errorOf(() => readJsonBody({ headers: text, body: "{oops", rawBody: Buffer.from("{oops") }));
    expect([err.status, err.message]).toEqual([400, BODY_ERRORS.malformed]);
  });
  it("refuses JSON that is not an object", () => {
    const err = errorOf(() => readJsonBody({ headers: text, rawBody: Buffer.from("[1,2]") }));
    expect([err.status, err.message]).toEqual([400, BODY_ERRORS.notObject]);
  });
  it("refuses an oversized body with a 413", () => {
    const err = errorOf(() => readJsonBody({ headers: json, body: {}, rawBody: Buffer.alloc(JSON_BODY_MAX_BYTES + 1) }));
    expect(err.status).toBe(413);
  });
});

describe("nestedDeeperThan", () => {
  const deep = (depth: number, inner: unknown = 1): unknown => {
    let value: unknown = inner;
    for (let i = 0; i < depth; i += 1) value = i % 2 ? [value] : { a: value };
    return value;
  };
  it("counts objects and lists alike, and never recurses (100,000 deep does not overflow the stack)", () => {
    expect(nestedDeeperThan(deep(32), 32)).toBe(false);
    expect(nestedDeeperThan(deep(33), 32)).toBe(true);
    expect(nestedDeeperThan(deep(100_000), 32)).toBe(true);
    expect(nestedDeeperThan({ a: 1, b: "x", c: null }, 1)).toBe(false);
  });
  it("refuses a body nested deeper than the limit with a 400 naming it", () => {
    const raw = Buffer.from(JSON.stringify(deep(41)));
    expect(() => readJsonBody({ rawBody: raw, headers: { "content-type": "text/plain" } })).toThrow(expect.objectContaining({ status: 400, message: BODY_ERRORS.tooDeep }));
  });
});
