import type { UseFormReturnType } from '@mantine/form'
import { useState } from 'react'
import type { BookExperiencesResult } from '../../../../shared/ipc/experiences.contract'
import { useDeskMutation } from '../../bridge/desk-query'
import { useBasketStore } from './basket.store'
import { useBasketDraftStore } from './basket-draft.store'
import { basketProblems } from './basket-checks'
import { emptyBasketDraft, toBookInput, type BasketDraft } from './basket-draft'
import { bookErrorView, type BookErrorView } from './book-error'

type Booked = Extract<BookExperiencesResult, { status: 'booked' }>
type Repriced = Extract<BookExperiencesResult, { status: 'repriced' }>

export type BasketPhase =
  | { step: 'editing' }
  | { step: 'booked'; result: Booked; names: string[] }
  | { step: 'repriced'; result: Repriced; names: string[] }

/**
 * Booking the basket: check it (basket-checks.ts) and send it as one (experiences.book); booked -> the confirmation
 * and an empty basket; repriced -> the new prices to accept (the basket is kept); an error -> a sentence, on the
 * line it concerns when main names one.
 */
export function useBasketBooking(form: UseFormReturnType<BasketDraft>) {
  const [phase, setPhase] = useState<BasketPhase>({ step: 'editing' })
  const [sending, setSending] = useState(false)
  const [error, setError] = useState<BookErrorView | null>(null)
  const [problemCount, setProblemCount] = useState(0)
  const book = useDeskMutation('experiences.book')

  const send = async (): Promise<void> => {
    const lines = useBasketStore.getState().lines
    const draft = form.getValues()
    const problems = basketProblems(lines, draft)
    form.setErrors(problems)
    setProblemCount(Object.keys(problems).length)
    if (Object.keys(problems).length > 0) {
      setPhase({ step: 'editing' })
      // The first field to correct, in view (the basket is long: the button is at its end).
      window.requestAnimationFrame(() =>
        document.querySelector('[aria-invalid="true"], [role="alert"]')?.scrollIntoView({ block: 'center' }),
      )
      return
    }
    setSending(true)
    setError(null)
    const names = lines.map((line) => line.offer.name)
    try {
      const result = await book.mutateAsync(toBookInput(lines, draft))
      if (result.status === 'booked') {
        setPhase({ step: 'booked', result, names })
        useBasketStore.getState().clear()
        form.setValues(emptyBasketDraft([]))
        useBasketDraftStore.getState().drop()
      } else setPhase({ step: 'repriced', result, names })
    } catch (caught) {
      setError(bookErrorView(caught))
      setPhase({ step: 'editing' })
    } finally {
      setSending(false)
    }
  }

  /** The new prices accepted: the basket's lines take the new offers, then the basket is booked again. */
  const acceptNewPrices = async (): Promise<void> => {
    if (phase.step !== 'repriced') return
    const store = useBasketStore.getState()
    for (const item of phase.result.items) {
      const line = store.lines[item.index]
      if (line !== undefined && item.offer !== null) store.replaceOffer(line.key, item.offer, Date.now())
    }
    await send()
  }

  /** An experience with no price any more leaves the basket (and the re-priced list). */
  const removeRepriced = (index: number): void => {
    if (phase.step !== 'repriced') return
    const line = useBasketStore.getState().lines[index]
    if (line !== undefined) useBasketStore.getState().remove(line.key)
    const items = phase.result.items
      .filter((item) => item.index !== index)
      .map((item) => (item.index > index ? { ...item, index: item.index - 1 } : item))
    const names = phase.names.filter((_, at) => at !== index)
    if (items.length === 0) setPhase({ step: 'editing' })
    else setPhase({ step: 'repriced', result: { status: 'repriced', items }, names })
  }

  return {
    phase,
    sending,
    error,
    problemCount,
    send,
    acceptNewPrices,
    removeRepriced,
    back: () => setPhase({ step: 'editing' }),
    done: () => setPhase({ step: 'editing' }),
  }
}
