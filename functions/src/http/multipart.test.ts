import { describe, expect, it } from "vitest";
import { HttpError } from "../core/http-error";
import { MULTIPART_ERRORS, readMultipart } from "./multipart";

const BOUNDARY = "----readbright";
const options = { fileField: "audio", maxFileBytes: 8, tooLargeMessage: "Too big" };

function form(parts: { name: string; value: string | Buffer; filename?: string; type?: string }[]): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename ? `; filename="${part.filename}"` : ""}`;
    const type = part.type ? `\r\nContent-Type: ${part.type}` : "";
    chunks.push(Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: ${disposition}${type}\r\n\r\n`), Buffer.from(part.value), Buffer.from("\r\n"));
  }
  chunks.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return Buffer.concat(chunks);
}

const headers = { "content-type": `multipart/form-data; boundary=${BOUNDARY}` };

async function failure(promise: Promise<unknown>): Promise<{ status: number; message: string }> {
  try {
    await promise;
  } catch (err) {
    if (err instanceof HttpError) return { status: err.status, message: err.message };
    throw err;
  }
  throw new Error("expected a failure");
}

describe("readMultipart", () => {
  it("returns the fields and the named file", async () => {
    const rawBody = form([
      { name: "question_id", value: "12" },
      { name: "audio", value: Buffer.from([1, 2, 3]), filename: "a.webm", type: "audio/webm" },
      { name: "other", value: "x", filename: "b.txt", type: "text/plain" },
    ]);
    const body = await readMultipart({ headers, rawBody }, options);
    expect(body.fields).toEqual({ question_id: "12" });
    expect(body.file).toEqual({ filename: "a.webm", mimeType: "audio/webm", bytes: Buffer.from([1, 2, 3]) });
  });

  it("takes a file of exactly the limit and refuses one byte more with a 413", async () => {
    const exact = form([{ name: "audio", value: Buffer.alloc(8), filename: "a.webm", type: "audio/webm" }]);
    expect((await readMultipart({ headers, rawBody: exact }, options)).file?.bytes.length).toBe(8);
    const over = form([{ name: "audio", value: Buffer.alloc(9), filename: "a.webm", type: "audio/webm" }]);
    expect(await failure(readMultipart({ headers, rawBody: over }, options))).toEqual({ status: 413, message: "Too big" });
  });

  it("has no file when none was sent", async () => {
    expect(await readMultipart({ headers, rawBody: form([{ name: "a", value: "1" }]) }, options)).toEqual({ fields: { a: "1" }, file: null });
  });

  it("refuses other content types and bodies without a boundary", async () => {
    expect(await failure(readMultipart({ headers: { "content-type": "application/json" }, rawBody: Buffer.from("{}") }, options))).toEqual({
      status: 400,
      message: MULTIPART_ERRORS.notMultipart,
    });
    expect(await failure(readMultipart({ headers: { "content-type": "multipart/form-data" }, rawBody: Buffer.from("x") }, options))).toEqual({
      status: 400,
      message: MULTIPART_ERRORS.malformed,
    });
  });
});

describe("readMultipart with a body cut off", () => {
  it("answers 400 wherever the cut falls, and never throws out of the process", async () => {
    const rawBody = form([
      { name: "question_id", value: "3" },
      { name: "audio", value: Buffer.alloc(6, 66), filename: "a.webm", type: "audio/webm" },
    ]);
    const uncaught: unknown[] = [];
    const listener = (err: unknown) => uncaught.push(err);
    process.on("uncaughtException", listener);
    try {
      for (const cut of [rawBody.length - 20, Math.floor(rawBody.length * 0.6), 30, 5]) {
        expect(await failure(readMultipart({ headers, rawBody: rawBody.subarray(0, cut) }, options))).toEqual({ status: 400, message: MULTIPART_ERRORS.malformed });
      }
      await new Promise((r) => setTimeout(r, 20));
    } finally {
      process.off("uncaughtException", listener);
    }
    expect(uncaught).toEqual([]);
  });
});
