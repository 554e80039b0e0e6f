import { describe, expect, it } from 'vitest'
import { BridgeError } from '../../../src/renderer/src/bridge/client'
import { errorSentence, problemOf } from '../../../src/renderer/src/ui/errors'
import { ipcFailure, type IpcProblem } from '../../../src/shared/ipc'

const failed = (problem: IpcProblem, message = '') =>
  new BridgeError({ code: 'SERVICE_ERROR', message, problem })
const fallback = 'The messages could not be loaded. Try again.'

describe('error sentences', () => {
  it.each<[IpcProblem, string, string | RegExp]>([
    [{ kind: 'unreachable' }, '', /cannot be reached\. Try again when the connection is back/],
    [
      { kind: 'unreachable' },
      'The quote cannot be exported offline.',
      'The quote cannot be exported offline.',
    ],
    [{ kind: 'rateLimited', retryAfterSeconds: 12 }, 'x', /busy .*Wait 12 seconds and try again/],
    [{ kind: 'rateLimited', retryAfterSeconds: null }, 'x', /Wait a minute and try again/],
    [{ kind: 'rateLimited', retryAfterSeconds: 600 }, 'x', /Wait a minute/],
    [
      { kind: 'credentials', reason: 'refused' },
      'x',
      /refused the credentials\. Check the API key in Settings/,
    ],
    [{ kind: 'credentials', reason: 'signInRequired' }, 'x', /Sign in again in Settings/],
    [{ kind: 'credentials', reason: 'notConfigured' }, 'x', /not set up yet\. Enter its address/],
    [{ kind: 'notAllowed' }, '', /may not do this/],
    [{ kind: 'notAllowed' }, 'Only suppliers edit the inventory.', 'Only suppliers edit the inventory.'],
    [
      { kind: 'serviceFault', status: 502, requestId: 'r-5' },
      'HTTP 502',
      'The booking service had a problem answering (support reference r-5). Try again in a moment.',
    ],
    [
      { kind: 'rejected', serviceCode: 'X', field: null, status: 400, requestId: 'r-6' },
      'The city is unknown.',
      'The city is unknown. (support reference r-6)',
    ],
    [
      { kind: 'rejected', serviceCode: null, field: null, status: 400, requestId: 'r-7' },
      'Refused (r-7).',
      'Refused (r-7).',
    ],
    [{ kind: 'outcomeUnknown', reference: 'AD-3' }, '', /may have been made.*AD-3/],
    [
      { kind: 'outcomeUnknown', reference: null },
      'Checked when the service is back.',
      'Checked when the service is back.',
    ],
    [
      { kind: 'conflict', serviceCode: null, field: null },
      'Being booked right now.',
      'Being booked right now.',
    ],
    [{ kind: 'notFound' }, 'This booking is gone.', 'This booking is gone.'],
    [{ kind: 'notFound' }, '', fallback],
    [{ kind: 'invalidInput', issues: [] }, 'The logo must be a PNG.', 'The logo must be a PNG.'],
    [{ kind: 'serviceChanged' }, 'x', /service changed .*nothing was sent\. Try again/],
    [{ kind: 'hostRefused' }, 'Open the link npm run web printed.', 'Open the link npm run web printed.'],
    [{ kind: 'internal' }, 'Agency Desk could not complete bookings.get.', fallback],
  ])('%j', (problem, message, sentence) => {
    const said = errorSentence(failed(problem, message), { fallback })
    if (typeof sentence === 'string') expect(said).toBe(sentence)
    else expect(said).toMatch(sentence)
  })

  it('says the fallback for what did not come from main, never its message or stack', () => {
    expect(errorSentence(new TypeError('x is undefined'), { fallback })).toBe(fallback)
    expect(errorSentence('boom', { fallback })).toBe(fallback)
    expect(errorSentence({ problem: { kind: 'nonsense' }, message: 'm' }, { fallback })).toBe(fallback)
  })

  it('lets a screen override a case, with a sentence or from the problem, and keeps the others', () => {
    const overrides = {
      unreachable: 'Search needs the service.',
      rateLimited: (problem: { retryAfterSeconds: number | null }) => `Wait ${problem.retryAfterSeconds} s.`,
    }
    expect(errorSentence(failed({ kind: 'unreachable' }), { fallback, overrides })).toBe(
      'Search needs the service.',
    )
    expect(
      errorSentence(failed({ kind: 'rateLimited', retryAfterSeconds: 3 }), { fallback, overrides }),
    ).toBe('Wait 3 s.')
    expect(errorSentence(failed({ kind: 'notFound' }, 'Gone.'), { fallback, overrides })).toBe('Gone.')
  })

  it('reads an error an answer carries, as main made it', () => {
    const carried = ipcFailure('OFFLINE', 'x', { outcomeUnknown: true, reference: 'AD-4' })
    expect(problemOf(carried)).toEqual({ kind: 'outcomeUnknown', reference: 'AD-4' })
    expect(problemOf({ code: 'OFFLINE', message: 'no meaning' })).toBeNull()
  })
})
