/**
 * v3 error body: { name, message, code, details, requestId }. The sandbox uses the same body on v1 endpoints (the
 * spec does not show v1's; see README). `code` is the spec's machine-readable code where the spec gives one, and
 * a documented sandbox code otherwise.
 */
export class ApiError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 405 | 409 | 410 | 413 | 415 | 422 | 429 | 500 | 503,
    readonly code: string,
    message: string,
    readonly details: Record<string, unknown> | null = null,
    /** Extra response headers, e.g. Retry-After on 429. */
    readonly headers: Record<string, string> = {},
  ) {
    super(message)
  }

  get errorName(): string {
    return ERROR_NAMES[this.status] ?? 'Error'
  }
}

const ERROR_NAMES: Record<number, string> = {
  400: 'BadRequestError',
  401: 'UnauthorizedError',
  403: 'ForbiddenError',
  404: 'NotFoundError',
  405: 'MethodNotAllowedError',
  409: 'ConflictError',
  410: 'GoneError',
  413: 'PayloadTooLargeError',
  415: 'UnsupportedMediaTypeError',
  422: 'UnprocessableEntityError',
  429: 'TooManyRequestsError',
  500: 'InternalServerError',
  503: 'ServiceUnavailableError',
}

export interface ErrorBody {
  name: string
  message: string
  code: string
  details: Record<string, unknown> | null
  requestId: string
}

export function errorBody(error: ApiError, requestId: string): ErrorBody {
  return {
    name: error.errorName,
    message: error.message,
    code: error.code,
    details: error.details,
    requestId,
  }
}

export const badRequest = (code: string, message: string, details: Record<string, unknown> | null = null) =>
  new ApiError(400, code, message, details)
export const notFound = (message: string, details: Record<string, unknown> | null = null) =>
  new ApiError(404, 'NOT_FOUND', message, details)
export const conflict = (code: string, message: string, details: Record<string, unknown> | null = null) =>
  new ApiError(409, code, message, details)
