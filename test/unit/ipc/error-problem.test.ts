import { describe, expect, it } from 'vitest'
import { createDispatch } from '../../../src/main/core/dispatch'
import { ServiceError, type ServiceErrorInit } from '../../../src/main/api/errors'
import {
  DeskError,
  DEFAULT_SETTINGS,
  IpcFailure,
  type Handlers,
  type IpcProblem,
} from '../../../src/shared/ipc'

/** Dispatch answering one channel whose handler throws `error`; the failure it makes is what the renderer sees. */
async function failureFor(error: unknown): Promise<IpcFailure> {
  const handlers = {
    'settings.get': () => {
      throw error
    },
  } as Partial<Handlers> as Handlers
  const result = await createDispatch(handlers, () => undefined)('settings.get', undefined)
  if (result.ok) throw new Error('the call succeeded')
  // Whatever dispatch answers must pass the contract the renderer checks it with.
  expect(IpcFailure.safeParse(result.error).success).toBe(true)
  return result.error
}

const service = (init: Omit<ServiceErrorInit, 'message'>) => new ServiceError({ message: 'x', ...init })

describe('dispatch gives every service failure its meaning', () => {
  it.each<[string, Omit<ServiceErrorInit, 'message'>, IpcProblem]>([
    ['no answer', { code: 'NETWORK' }, { kind: 'unreachable' }],
    ['no answer in time', { code: 'TIMEOUT' }, { kind: 'unreachable' }],
    [
      'a 429 with its wait',
      { code: 'RATE_LIMIT_EXCEEDED', status: 429, retryAfterSeconds: 30 },
      { kind: 'rateLimited', retryAfterSeconds: 30 },
    ],
    [
      'a 429 without Retry-After',
      { code: 'RATE_LIMIT_EXCEEDED', status: 429 },
      { kind: 'rateLimited', retryAfterSeconds: null },
    ],
    ['a 401', { code: 'UNAUTHENTICATED', status: 401 }, { kind: 'credentials', reason: 'refused' }],
    [
      'a bearer session that ended',
      { code: 'UNAUTHENTICATED', signInRequired: true },
      { kind: 'credentials', reason: 'signInRequired' },
    ],
    ['no environment yet', { code: 'NOT_CONFIGURED' }, { kind: 'credentials', reason: 'notConfigured' }],
    ['a 403', { code: 'FORBIDDEN', status: 403 }, { kind: 'notAllowed' }],
    [
      'a 5xx',
      { code: 'SERVER_ERROR', status: 503, requestId: 'r-1' },
      { kind: 'serviceFault', status: 503, requestId: 'r-1' },
    ],
    [
      'an answer that breaks the wire schema',
      { code: 'INVALID_RESPONSE', status: 200, path: 'data.0.id' },
      { kind: 'serviceFault', status: 200, requestId: null },
    ],
    ['a call aborted', { code: 'ABORTED' }, { kind: 'serviceFault', status: null, requestId: null }],
    [
      'a spec code with the field it names',
      {
        code: 'INVALID_LOCATION_ID',
        status: 400,
        serviceCode: 'INVALID_LOCATION_ID',
        requestId: 'r-2',
        details: { param: 'cityId' },
      },
      {
        kind: 'rejected',
        serviceCode: 'INVALID_LOCATION_ID',
        field: 'cityId',
        status: 400,
        requestId: 'r-2',
      },
    ],
    [
      'a refusal naming its field in issues',
      {
        code: 'BAD_REQUEST',
        status: 422,
        serviceCode: 'VALIDATION',
        details: { issues: [{ path: ['a', 0] }] },
      },
      { kind: 'rejected', serviceCode: 'VALIDATION', field: 'a.0', status: 422, requestId: null },
    ],
    [
      'a 401 Request expired (not the credentials)',
      { code: 'REQUEST_EXPIRED', status: 401 },
      { kind: 'rejected', serviceCode: 'REQUEST_EXPIRED', field: null, status: 401, requestId: null },
    ],
    [
      'a 409',
      { code: 'CONFLICT', status: 409, serviceCode: 'BOOKING_NOT_CANCELLABLE' },
      { kind: 'conflict', serviceCode: 'BOOKING_NOT_CANCELLABLE', field: null },
    ],
    [
      'a 409 with a spec code',
      { code: 'OFFER_NO_LONGER_AVAILABLE', status: 409 },
      { kind: 'conflict', serviceCode: 'OFFER_NO_LONGER_AVAILABLE', field: null },
    ],
    ['a 404', { code: 'NOT_FOUND', status: 404 }, { kind: 'notFound' }],
    [
      'a request the client would not send',
      {
        code: 'INVALID_REQUEST',
        path: 'holder.name',
        details: { issues: [{ path: 'holder.name', message: 'Required' }] },
      },
      { kind: 'invalidInput', issues: [{ path: 'holder.name', message: 'Required' }] },
    ],
    ['a call for another service', { code: 'SERVICE_CHANGED' }, { kind: 'serviceChanged' }],
    [
      'a write that may have been made',
      { code: 'TIMEOUT', outcomeUnknown: true, context: { reference: 'AD-7' } },
      { kind: 'outcomeUnknown', reference: 'AD-7' },
    ],
    [
      'a write looked up and not made',
      { code: 'NETWORK', outcomeUnknown: true, context: { outcomeUnknown: false, reference: 'AD-8' } },
      { kind: 'unreachable' },
    ],
  ])('%s', async (_what, init, problem) => {
    expect((await failureFor(service(init))).problem).toEqual(problem)
  })

  it('keeps a rephrased error’s meaning and the desk’s sentence', async () => {
    const failure = await failureFor(
      service({ code: 'RATE_LIMIT_EXCEEDED', status: 429, retryAfterSeconds: 5 }).rephrased('Not booked.'),
    )
    expect(failure).toMatchObject({
      message: 'Not booked.',
      problem: { kind: 'rateLimited', retryAfterSeconds: 5 },
    })
  })
})

describe('dispatch folds the desk’s own codes into the same union', () => {
  it.each<[string, DeskError, IpcProblem]>([
    ['OFFLINE', new DeskError('OFFLINE', 'x'), { kind: 'unreachable' }],
    [
      'OFFLINE with an unknown outcome',
      new DeskError('OFFLINE', 'x', { outcomeUnknown: true, reference: 'AD-9' }),
      { kind: 'outcomeUnknown', reference: 'AD-9' },
    ],
    ['NOT_ALLOWED', new DeskError('NOT_ALLOWED', 'x', { scope: 'to' }), { kind: 'notAllowed' }],
    ['NOT_FOUND', new DeskError('NOT_FOUND', 'x'), { kind: 'notFound' }],
    [
      'CONFLICT',
      new DeskError('CONFLICT', 'x', { serviceCode: 'PERIOD_HAS_BOOKINGS', field: null }),
      { kind: 'conflict', serviceCode: 'PERIOD_HAS_BOOKINGS', field: null },
    ],
    [
      'SERVICE_ERROR worded by a feature',
      new DeskError('SERVICE_ERROR', 'x', { serviceCode: 'SELF_EXTRA', field: 'addOnId', status: 400 }),
      { kind: 'rejected', serviceCode: 'SELF_EXTRA', field: 'addOnId', status: 400, requestId: null },
    ],
    [
      'INVALID_INPUT on a field',
      new DeskError('INVALID_INPUT', 'Too large.', { field: 'logo' }),
      { kind: 'invalidInput', issues: [{ path: 'logo', message: 'Too large.' }] },
    ],
    ['INTERNAL', new DeskError('INTERNAL', 'x'), { kind: 'internal' }],
    [
      'a problem given explicitly',
      new DeskError('SERVICE_ERROR', 'x', undefined, { kind: 'serviceFault', status: null, requestId: null }),
      { kind: 'serviceFault', status: null, requestId: null },
    ],
  ])('%s', async (_code, error, problem) => {
    expect((await failureFor(error)).problem).toEqual(problem)
  })

  it('says invalidInput with the issues for an input the contract refuses', async () => {
    const dispatch = createDispatch({
      'settings.update': () => DEFAULT_SETTINGS,
    } as Partial<Handlers> as Handlers)
    const result = await dispatch('settings.update', { pollIntervalSeconds: -1 })
    expect(result).toMatchObject({
      ok: false,
      error: { problem: { kind: 'invalidInput', issues: [{ path: 'pollIntervalSeconds' }] } },
    })
  })

  it('says internal for a bug, and for a channel that does not exist', async () => {
    expect((await failureFor(new TypeError('boom'))).problem).toEqual({ kind: 'internal' })
    const result = await createDispatch({} as Handlers, () => undefined)('nope.nothing', undefined)
    expect(result).toMatchObject({ ok: false, error: { problem: { kind: 'internal' } } })
  })
})
