import { describe, expect, it } from "vitest";
import { object, string } from "yup";
import { validate, validateOr, withoutPrototypeKeys } from "./validate";

const schema = object({ name: string().required("Name is required"), pet: object({ kind: string() }).default(undefined) });

describe("validate", () => {
  it("strips unknown fields, even those named like Object.prototype's members, instead of failing with a 500", async () => {
    const body = JSON.parse('{"name":"Ann","constructor":1,"toString":"x","__proto__":{"admin":true},"pet":{"kind":"cat","hasOwnProperty":2}}');
    await expect(validate(schema, body)).resolves.toEqual({ name: "Ann", pet: { kind: "cat" } });
  });
  it("answers a 400 with the first message", async () => {
    await expect(validate(schema, { constructor: "x" })).rejects.toMatchObject({ status: 400, message: "Name is required" });
  });
});

describe("withoutPrototypeKeys", () => {
  it("copies a value nested 100,000 deep without overflowing the stack", () => {
    let value: unknown = { constructor: 1, keep: true };
    for (let i = 0; i < 100_000; i += 1) value = [{ a: value }];
    let copy = withoutPrototypeKeys(value);
    for (let i = 0; i < 100_000; i += 1) copy = (copy as { a: unknown }[])[0]!.a;
    expect(copy).toEqual({ keep: true });
  });
  it("leaves lists, text and other values alone", () => {
    expect(withoutPrototypeKeys([{ a: 1, valueOf: 2 }, "x", 3, null])).toEqual([{ a: 1 }, "x", 3, null]);
  });
});

describe("validateOr", () => {
  it("answers with the route's status, except for the messages that stay a bad request", async () => {
    const query = object({ id: string().matches(/^a+$/, "Participant not found"), limit: string().matches(/^\d+$/, "limit is bad") });
    await expect(validateOr(404, query, { id: "b" }, ["limit is bad"])).rejects.toMatchObject({ status: 404, message: "Participant not found" });
    await expect(validateOr(404, query, { limit: "x" }, ["limit is bad"])).rejects.toMatchObject({ status: 400, message: "limit is bad" });
  });
});
