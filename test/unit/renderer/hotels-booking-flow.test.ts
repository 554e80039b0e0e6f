import { describe, expect, it } from 'vitest'
import { ipcFailure } from '../../../src/shared/ipc'
import {
  createBookingFlowStore,
  nextStep,
  type BookingEvent,
  type BookingStep,
} from '../../../src/renderer/src/features/hotels/booking-flow.store'
import { BridgeError } from '../../../src/renderer/src/bridge/client'
import type { ChannelInput } from '../../../src/shared/ipc'
import type { BookResult } from '../../../src/shared/ipc/hotels.contract'

const result = { reference: 'AD-1', adopted: false, replacement: null } as unknown as BookResult
const failure = {
  kind: 'error',
  sentence: 'The booking could not be sent. Try again.',
  next: 'retry',
} as const

const form: BookingStep = { name: 'form' }
const review: BookingStep = { name: 'review', failure: null }
const submitting: BookingStep = { name: 'submitting' }
const answer: BookingStep = { name: 'answer', result, shownRate: null }

describe('booking flow steps', () => {
  const moves: [BookingStep, BookingEvent, BookingStep][] = [
    [form, { type: 'checked' }, review],
    [review, { type: 'edit' }, form],
    [review, { type: 'submit' }, submitting],
    [submitting, { type: 'booked', result }, answer],
    [submitting, { type: 'refused', failure }, { name: 'review', failure }],
    [{ name: 'review', failure }, { type: 'searchAgain' }, review],
  ]
  it.each(moves)('%j + %j -> %j', (from, event, to) => {
    expect(nextStep(from, event)).toEqual(to)
  })

  it('ignores an event its step does not take', () => {
    // Never sent from the form, never twice, and an answer is final.
    expect(nextStep(form, { type: 'submit' })).toBe(form)
    expect(nextStep(submitting, { type: 'submit' })).toBe(submitting)
    expect(nextStep(submitting, { type: 'edit' })).toBe(submitting)
    expect(nextStep(answer, { type: 'edit' })).toBe(answer)
    expect(nextStep(answer, { type: 'refused', failure })).toBe(answer)
    expect(nextStep(form, { type: 'booked', result })).toBe(form)
    expect(nextStep(form, { type: 'searchAgain' })).toBe(form)
  })
})

describe('booking flow store', () => {
  // What is sent is the screen's business (useBookingScreen); the flow passes it on as it is.
  const input = { request: { requestId: 'req-1' } } as unknown as ChannelInput<'hotels.book'>

  it('sends once from the review, shows "submitting" meanwhile, then the answer', async () => {
    let release: (value: BookResult) => void = () => undefined
    const sent: unknown[] = []
    const booked: BookResult[] = []
    const flow = createBookingFlowStore({
      book: (request) => {
        sent.push(request)
        return new Promise((resolve) => (release = resolve))
      },
      booked: (made) => booked.push(made),
    })
    expect(flow.getState().step).toEqual(form)
    await flow.getState().submit(input)
    expect(sent).toHaveLength(0)

    flow.getState().send({ type: 'checked' })
    const first = flow.getState().submit(input)
    expect(flow.getState().step).toEqual(submitting)
    // A second confirm while the booking is on its way sends nothing.
    await flow.getState().submit(input)
    expect(sent).toEqual([input])

    release(result)
    await first
    expect(flow.getState().step).toEqual(answer)
    expect(booked).toEqual([result])
  })

  it('goes back to the review with the refusal worded for the agent', async () => {
    const flow = createBookingFlowStore({
      book: () => Promise.reject(new BridgeError(ipcFailure('OFFLINE', 'The service cannot be reached'))),
      booked: () => {
        throw new Error('not booked')
      },
    })
    flow.getState().send({ type: 'checked' })
    await flow.getState().submit(input)
    const step = flow.getState().step
    expect(step.name).toBe('review')
    expect(step.name === 'review' && step.failure).toMatchObject({
      kind: 'error',
      sentence: expect.any(String),
    })
    flow.getState().send({ type: 'searchAgain' })
    expect(flow.getState().step).toEqual(review)
  })
})
