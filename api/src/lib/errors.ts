/** A failure the client caused or may see; the error handler sends it as `{ message, issues? }`. */
export interface Issue {
  path: string;
  message: string;
}

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly issues?: Issue[],
    readonly headers?: Record<string, string>,
    /** More of the answer's body beside `message` (a conflict's who and when). */
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const notFound = (what: string) => new HttpError(404, `${what} not found`);

/** 400 with one issue on `path`, like a schema failure, for rules the schemas cannot know. */
export const invalidField = (path: string, message: string) => new HttpError(400, message, [{ path, message }]);

export function tooManyRequests(message: string, retryAfterMs: number): HttpError {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  return new HttpError(429, message, undefined, { 'retry-after': String(seconds) });
}

/** The record; when there is none, throws the 404 that names what was missing ('Post not found'). */
export function orNotFound<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw notFound(what);
  return value;
}
