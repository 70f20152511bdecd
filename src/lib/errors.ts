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
