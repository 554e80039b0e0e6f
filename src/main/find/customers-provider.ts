import type { FindHit } from '../../shared/ipc/find.contract'
import { listCustomerPage } from '../agency-store/customer-list.repo'
import type { Db } from '../db/statements'
import type { FindProvider } from './find-providers'

/**
 * The agency's customers in the command box: the customers list's own search (accent- and case-insensitive over
 * name, company, e-mail, phone, city, file id and travellers' names), by name. Customer files the cache shows but
 * the list has not made records of yet are found once the list or the bookings sync has (people-service.ts).
 */
export function customersProvider(db: Db): FindProvider {
  return {
    name: 'customers',
    search(text, limit) {
      if (text.trim() === '') return []
      const { items } = listCustomerPage(db, {
        query: text,
        sort: 'name',
        limit,
        offset: 0,
        service: null,
        today: '',
      })
      return items.map((item): FindHit => ({
        kind: 'customer',
        id: item.id,
        title: item.displayName,
        detail: [item.company, item.city, item.email].filter((part) => part !== '').join(', ') || null,
      }))
    },
  }
}
