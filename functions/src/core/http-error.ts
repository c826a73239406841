// The one error type the API throws on purpose; the error converter turns it into a response.

export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** Headers the response must carry, e.g. Allow on a 405. */
    readonly headers: Readonly<Record<string, string>> = {},
    /** What the body says beside the message, e.g. a CSV's bad rows. */
    readonly details: Readonly<Record<string, unknown>> = {},
  ) {
    super(message);
    this.name = "HttpError";
  }
}
