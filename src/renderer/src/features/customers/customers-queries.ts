import type { CustomerListItem } from '../../../../shared/domain/people'
import { deskKey, useDeskMutation, useDeskQuery, type DeskKeyPrefix } from '../../bridge/desk-query'
import { errorSentence } from '../../ui/errors'

/** Every read a customer or traveller write may change: the list (counts, names) and the customer's page. */
export function staleAfterPeopleWrite(customerId: string | null): DeskKeyPrefix[] {
  const list = deskKey('customers.list')
  return customerId === null
    ? [list, deskKey('customers.get')]
    : [list, ['customers.get', { id: customerId }]]
}

export function useCustomerList(
  query: string,
  sort: 'name' | 'lastTrip' | 'nextTrip' | 'bookings' | 'updated',
) {
  return useDeskQuery('customers.list', { query, sort, limit: 500, offset: 0 }, { keepPrevious: true })
}

export function useCustomer(id: string) {
  return useDeskQuery('customers.get', { id })
}

export function useSaveCustomer() {
  return useDeskMutation('customers.save', {
    invalidates: (_input, output) => staleAfterPeopleWrite(output.id),
  })
}

export function useDeleteCustomer() {
  return useDeskMutation('customers.delete', { invalidates: () => staleAfterPeopleWrite(null) })
}

export function useSaveTraveller() {
  return useDeskMutation('travellers.save', {
    invalidates: (input) => staleAfterPeopleWrite(input.customerId),
  })
}

export function useDeleteTraveller() {
  return useDeskMutation('travellers.delete', { invalidates: () => staleAfterPeopleWrite(null) })
}

/** A failed write of a person in a sentence; a stale version says what to do about it. */
export function peopleWriteSentence(error: unknown, what: 'customer' | 'traveller'): string {
  return errorSentence(error, {
    fallback: `The ${what} could not be saved. Try again.`,
    overrides: {
      conflict: `Someone changed this ${what} meanwhile: your changes were not saved. Close the form and open it again to see theirs.`,
    },
  })
}

/** Sold per currency, never summed across currencies: "€1,240.00 · £300.00", or a dash. */
export function soldWords(
  sold: CustomerListItem['sold'],
  format: (amount: number, currency: string) => string,
): string {
  return sold.length === 0 ? '–' : sold.map((s) => format(s.amount, s.currency)).join(' · ')
}
