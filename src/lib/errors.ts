/** Errors a shopper can be told about. Anything else is answered with a generic 500. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class BadRequestError extends AppError {
  constructor(message: string, code = 'BAD_REQUEST') {
    super(400, code, message);
  }
}

export class NotFoundError extends AppError {
  constructor(message = 'We could not find what you were looking for.', code = 'NOT_FOUND') {
    super(404, code, message);
  }
}

export class ServiceUnavailableError extends AppError {
  constructor(message: string, code = 'SERVICE_UNAVAILABLE') {
    super(503, code, message);
  }
}

export interface ErrorBody {
  Error: string;
  message: string;
}

/** The innermost reason of an error (drivers wrap the socket's error in their own), safe to log. */
export function rootCause(error: unknown): { message: string; code?: string } {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current instanceof Error && current.cause !== undefined; depth += 1) current = current.cause;
  if (current instanceof Error) {
    const code = (current as { code?: unknown }).code;
    return { message: current.message, ...(typeof code === 'string' ? { code } : {}) };
  }
  return { message: String(current) };
}
