import { DeskError } from '../../shared/ipc'
import { isServiceError, type ServiceError } from '../api/errors'

/**
 * The service's answers to an inventory call, each as a sentence on the field it concerns (`details.field`, a form
 * path such as `endAt` or `adultPrices.1.maxPax`, or null for the whole form). What is not about the request itself
 * (no answer, a 5xx) says that nothing is known to be saved and that editing needs the service.
 */
export type InventoryWhat = 'experience' | 'period' | 'program' | 'extra' | 'image' | 'promotion'

const NOT_FOUND: Record<InventoryWhat, string> = {
  experience: 'This experience no longer exists, or it belongs to another organization.',
  period: 'This period no longer exists. The list was read again.',
  program: 'This program day no longer exists. The list was read again.',
  extra:
    'The experience to link is not one you can see (archived, or another supplier’s that is not published).',
  image: 'This image no longer exists. The list was read again.',
  promotion: 'This promotion no longer exists.',
}

const BY_SERVICE_CODE: Record<string, { field: string | null; message: string }> = {
  TYPE_CHANGE_NOT_ALLOWED: {
    field: 'type',
    message: 'The type of an experience cannot change once it is created. Create a new experience instead.',
  },
  PERIOD_HAS_BOOKINGS: {
    field: null,
    message:
      'This period has bookings, so the service keeps it. Set it to stop sale instead: it stops new sales and ' +
      'keeps the existing bookings.',
  },
  ALLOTMENT_BELOW_USED: {
    field: 'allotments',
    message: 'The allotment cannot go below the spots already booked.',
  },
  SELF_EXTRA: { field: 'addOnId', message: 'An experience cannot be its own extra.' },
  DUPLICATE_EXTRA: { field: 'addOnId', message: 'This experience is already linked as an extra.' },
  NOT_A_PROGRAM: { field: null, message: 'Only programs have program days.' },
  REMOTE_IMAGE_NOT_ALLOWED: { field: 'data', message: 'Upload the image file itself, not a link to it.' },
  INVALID_IMAGE_DATA: { field: 'data', message: 'The file could not be read as an image.' },
  UNSUPPORTED_IMAGE_TYPE: {
    field: 'data',
    message: 'The service takes JPEG, PNG, GIF and WebP images only.',
  },
  INVALID_IMAGE: {
    field: 'data',
    message: 'The image file is damaged or cut short. Open it in an image editor, save it again and retry.',
  },
  IMAGE_TOO_LARGE: { field: 'data', message: 'The image is larger than the service takes (5 MB).' },
  PAYLOAD_TOO_LARGE: { field: 'data', message: 'The image is larger than the service takes (5 MB).' },
  INVALID_LOCATION_ID: { field: 'cityId', message: 'The service does not know this city.' },
  INVALID_FILTER_VALUE: {
    field: 'themeIds',
    message: 'The service does not know one of these themes or segments.',
  },
}

/** A form path from the service's error details (`issues[0].path`, or `param`), when it names one. */
function fieldOf(error: ServiceError): string | null {
  const details = error.details ?? {}
  const issues = details.issues
  if (Array.isArray(issues) && issues.length > 0) {
    const path = (issues[0] as { path?: unknown }).path
    if (typeof path === 'string' && path !== '') return path
    if (Array.isArray(path)) return path.map(String).join('.')
  }
  return typeof details.param === 'string' ? details.param : null
}

export const OFFLINE_EDIT =
  'Editing the inventory needs the service, which cannot be reached now. Nothing was saved and nothing is ' +
  'queued: try again when the service is back.'

const UNCONFIRMED =
  'The service did not confirm the change, so it may or may not be saved. Nothing is queued: the screen reads ' +
  'the service again before you retry.'

export function inventoryError(error: unknown, what: InventoryWhat): unknown {
  if (!isServiceError(error)) return error
  const base = { serviceCode: error.serviceCode, status: error.status, requestId: error.requestId }
  if (error.status === 403)
    return new DeskError('NOT_ALLOWED', 'The service refused these credentials for the inventory.', base)
  if (error.status === 404) return new DeskError('NOT_FOUND', NOT_FOUND[what], { ...base, field: null })
  const known = error.serviceCode === null ? undefined : BY_SERVICE_CODE[error.serviceCode]
  if (known !== undefined) {
    const code = error.status === 409 ? 'CONFLICT' : 'SERVICE_ERROR'
    return new DeskError(code, known.message, { ...base, field: known.field })
  }
  if (error.status === 409)
    return new DeskError('CONFLICT', `The service refused the change: ${error.message}`, {
      ...base,
      field: null,
    })
  if (error.status === 413)
    return new DeskError('SERVICE_ERROR', BY_SERVICE_CODE.IMAGE_TOO_LARGE?.message ?? '', {
      ...base,
      field: 'data',
    })
  if (error.status === 415 || error.status === 422) {
    const known415 = BY_SERVICE_CODE[error.status === 415 ? 'UNSUPPORTED_IMAGE_TYPE' : 'INVALID_IMAGE']
    return new DeskError('SERVICE_ERROR', known415?.message ?? error.message, { ...base, field: 'data' })
  }
  if (error.status === 400) {
    return new DeskError('SERVICE_ERROR', `The service refused this value: ${error.message}`, {
      ...base,
      field: fieldOf(error),
    })
  }
  if (error.code === 'NETWORK' || error.code === 'TIMEOUT' || error.code === 'SERVER_ERROR')
    return new DeskError('OFFLINE', error.outcomeUnknown ? UNCONFIRMED : OFFLINE_EDIT, {
      ...base,
      outcomeUnknown: error.outcomeUnknown,
    })
  return error
}
