import { describe, expect, it } from 'vitest'
import {
  CLIENT_ERROR_CODES,
  isTransientServiceError,
  ServiceError,
  SPEC_ERROR_CODES,
  STATUS_ERROR_CODES,
  TRANSIENT_CODES,
  type ServiceErrorCode,
} from '../../../src/main/api/errors'
import { canFallBack } from '../../../src/main/read-through/read-through'
import { classifyFailure } from '../../../src/main/sync/outbox-plan'

const ALL_CODES: ServiceErrorCode[] = [...SPEC_ERROR_CODES, ...STATUS_ERROR_CODES, ...CLIENT_ERROR_CODES]
const error = (code: ServiceErrorCode) => new ServiceError({ code, message: code })

describe('transient ("try again later") service errors', () => {
  it('are the codes where the service cannot be used right now, whatever was asked', () => {
    expect(ALL_CODES.filter((code) => isTransientServiceError(error(code))).sort()).toEqual(
      [
        'ABORTED',
        'NETWORK',
        'NOT_CONFIGURED',
        'RATE_LIMIT_EXCEEDED',
        'SERVER_ERROR',
        'SERVICE_CHANGED',
        'TIMEOUT',
        'UNAUTHENTICATED',
      ].sort(),
    )
    expect([...TRANSIENT_CODES].every((code) => ALL_CODES.includes(code))).toBe(true)
  })

  it('are never an error of ours, nor a plain Error carrying such a code', () => {
    expect(isTransientServiceError(new Error('NETWORK'))).toBe(false)
    expect(isTransientServiceError(Object.assign(new Error('x'), { code: 'NETWORK' }))).toBe(false)
    expect(isTransientServiceError(null)).toBe(false)
  })

  it('make an outbox write wait (unless its outcome is unknown), and the rest reject it', () => {
    for (const code of ALL_CODES) {
      const expected = TRANSIENT_CODES.has(code)
        ? 'retryLater'
        : code === 'INVALID_RESPONSE'
          ? 'uncertain'
          : 'rejected'
      expect([code, classifyFailure(error(code))]).toEqual([code, expected])
    }
  })

  it('let a read fall back to the cache, except an abort and a switch; a broken answer does too', () => {
    const fallsBack = ALL_CODES.filter((code) => canFallBack(error(code))).sort()
    const expected = [...TRANSIENT_CODES].filter((code) => code !== 'ABORTED' && code !== 'SERVICE_CHANGED')
    expect(fallsBack).toEqual([...expected, 'INVALID_RESPONSE'].sort())
  })
})
