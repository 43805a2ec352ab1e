/**
 * A failure the API reports as `{"error": 1, "message": ...}` with `status`. Throwing one inside a
 * transaction rolls the transaction back, so a refused request never leaves a partial write.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly field: string | undefined;
  readonly headers: Record<string, string>;

  constructor(
    status: number,
    message: string,
    options: { field?: string; headers?: Record<string, string> } = {},
  ) {
    super(message);
    this.status = status;
    this.field = options.field;
    this.headers = options.headers ?? {};
  }
}

export const badRequest = (message: string, field?: string) =>
  new ApiError(400, message, field ? { field } : {});
export const notFound = (what: string) => new ApiError(404, `${what} not found.`);
export const conflict = (message: string, field?: string) =>
  new ApiError(409, message, field ? { field } : {});
export const forbidden = (message: string) => new ApiError(403, message);
