import { ErrorBody } from '../../../../src/shared/api/errors'

/** What every inventory route documents alike: its tag, and the error answers of a read and of a write. */
export const INVENTORY_TAGS = ['inventory']
export const READ_ERRORS = { 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 429: ErrorBody }
export const WRITE_ERRORS = { ...READ_ERRORS, 400: ErrorBody, 409: ErrorBody, 413: ErrorBody }
