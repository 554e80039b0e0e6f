import { describe, expect, it } from 'vitest'
import { BookingListResponseV1 } from '../../../../src/shared/api/bookings-v1'
import { encodeId } from '../../../../src/shared/domain/ids'
import { DEMO_KEYS, sandboxClient, type CallOptions } from '../../../../test/support/sandbox/http-client'
import { sandboxForFile } from '../../../../test/support/sandbox/start'
import { failure } from './inventory.fixtures'

/**
 * The v1 bookings list takes `scope (dmc or to)` (spec, "Bookings (v1)"), and the supplier organization is the
 * one that answers a booking of its experiences and hotels (spec, "States and transitions"): a supplier's key
 * (scope dmc) lists the bookings it supplies and reads them; it neither books nor cancels them.
 */
const server = sandboxForFile({ hotels: 300 })
const call = (path: string, options: CallOptions = {}) => sandboxClient(server().url)(path, options)
const list = async (key: string, body: Record<string, unknown> = {}) => {
  const response = await call('/api/v1/bookings/list', { key, method: 'POST', body })
  expect(response.status, response.text).toBe(200)
  return BookingListResponseV1.parse(response.json)
}

/** What the store says organization `id` supplies: its experiences' bookings and the bookings at its hotels. */
function suppliedBy(id: number): string[] {
  const rows = server()
    .sandbox.ctx.db.prepare(
      `SELECT id FROM bookings WHERE state <> 'replaced' AND (
         id IN (SELECT booking_id FROM booked_experiences WHERE supplier_organization_id = ?)
         OR (kind = 'hotel' AND hotel_id IN (SELECT id FROM hotels WHERE organization_id = ?)))`,
    )
    .all(id, id) as Array<{ id: number }>
  return rows.map((row) => encodeId('booking', row.id)).sort()
}

describe('the v1 bookings list for a supplier (scope dmc)', () => {
  it('lists the bookings of its own experiences and hotels, and no other supplier’s', async () => {
    const first = (await list(DEMO_KEYS.dmc1)).map((item) => item.id).sort()
    expect(first.length).toBeGreaterThan(0)
    expect(first).toEqual(suppliedBy(3))
    const experiences = await list(DEMO_KEYS.dmc1, { product: 'experience' })
    expect(experiences.length).toBeGreaterThan(0)
    const second = (await list(DEMO_KEYS.dmc2)).map((item) => item.id)
    expect(second.filter((id) => first.includes(id))).toEqual([])
    expect(await list(DEMO_KEYS.dmc1, { scope: 'dmc' })).toHaveLength(first.length)
  })

  it('finds nothing as a tour operator (scope to), and a tour operator finds nothing as a supplier', async () => {
    expect(await list(DEMO_KEYS.dmc1, { scope: 'to' })).toEqual([])
    expect(await list(DEMO_KEYS.to1, { scope: 'dmc' })).toEqual([])
  })

  it('reads a supplied booking, its messages and history; cancelling stays with the tour operator', async () => {
    const [item] = await list(DEMO_KEYS.dmc1, { product: 'experience' })
    if (item === undefined) throw new Error('no supplied experience booking')
    const detail = await call(`/api/v1/bookings/${item.id}`, { key: DEMO_KEYS.dmc1 })
    expect(detail.status, detail.text).toBe(200)
    expect((detail.json as { id: string }).id).toBe(item.id)
    expect((await call(`/api/v1/bookings/${item.id}/messages`, { key: DEMO_KEYS.dmc1 })).status).toBe(200)
    expect((await call(`/api/v1/bookings/${item.id}/histories`, { key: DEMO_KEYS.dmc1 })).status).toBe(200)
    failure(await call(`/api/v1/bookings/${item.id}`, { key: DEMO_KEYS.dmc2 }), 404)
    failure(
      await call(`/api/v1/bookings/${item.id}`, {
        key: DEMO_KEYS.dmc1,
        method: 'DELETE',
        body: { reason: 'supplier tries' },
      }),
      403,
      'TOUR_OPERATOR_ONLY',
    )
    // v3: "Only bookings of the caller's own organization are readable ... any other booking answers 404."
    failure(await call(`/api/v3/bookings/${item.id}`, { key: DEMO_KEYS.dmc1 }), 404)
  })
})
