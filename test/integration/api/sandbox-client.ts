import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { ApiClient, TrafficReport } from '../../../src/main/api/client'
import { createApiClient, type ApiClientDeps } from '../../../src/main/api/create-client'
import type { ServiceEndpoint } from '../../../src/main/base/environment'
import { systemClock } from '../../../src/main/platform/clock'
import { createNodeSecretStore } from '../../../src/main/platform/node/secrets'
import type { SandboxServer } from '@agency-desk/sandbox'
import type { RoomsAvailabilityResponse, StayQuery } from '../../../src/shared/api'

/** The app's client pointed at a sandbox of the test kit (test/support/sandbox/start.ts). */
export function sandboxApi(server: SandboxServer, overrides: Partial<ApiClientDeps> = {}) {
  const traffic: TrafficReport[] = []
  const endpoint: ServiceEndpoint = {
    kind: 'ready',
    environment: 'sandbox',
    baseUrl: server.url,
    auth: { method: 'apiKey', apiKey: 'sandbox-to-key-1' },
  }
  const handle = createApiClient({
    endpoint: async () => endpoint,
    secrets: createNodeSecretStore(mkdtempSync(join(tmpdir(), 'agency-desk-api-it-'))),
    clock: systemClock,
    onTraffic: (report) => traffic.push(report),
    // Short backoff: the tests check the retry rule, not the production delays.
    backoff: { baseDelayMs: 20, maxDelayMs: 100 },
    ...overrides,
  })
  return { ...handle, traffic }
}

export { control } from '@agency-desk/sandbox/testing'

export const dayAfter = (today: string, days: number): string =>
  new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10)

/**
 * Walks the hotel booking flow through the public API only: availability in a city, the first hotel with an
 * instantly bookable own-inventory rate, its rooms handshake. Returns what a booking needs.
 */
export async function findBookableOffer(api: ApiClient, today: string) {
  const lisbon = (await api.search({ query: 'Lisbon', types: ['city'] })).data[0]
  if (lisbon === undefined) throw new Error('the sandbox has no Lisbon')
  const stay: StayQuery = {
    checkIn: dayAfter(today, 40),
    checkOut: dayAfter(today, 43),
    rooms: [{ adults: 2 }],
  }
  const availability = await api.hotels.availability({ ...stay, cities: [lisbon.id], perPage: 50 })
  for (const hotel of availability.data) {
    if (hotel.price === null || !hotel.instantAvailability) continue
    const rooms: RoomsAvailabilityResponse = (await api.hotels.rooms(hotel.id, stay)).response
    const room = rooms.data.find(
      (candidate) =>
        candidate.instantAvailability &&
        candidate.supplier.code === 'supplier_own' &&
        candidate.bedChoices.length > 0,
    )
    const bedChoice = room?.bedChoices[0]
    if (room !== undefined && bedChoice !== undefined) {
      return { hotel, stay, rooms, room, bedChoice, requestId: rooms.meta.requestId, cityId: lisbon.id }
    }
  }
  throw new Error('no instantly bookable own-inventory offer in Lisbon')
}

export const customer = { firstName: 'Léa', lastName: 'Martin', email: 'lea.martin@example.test' }
export const adult = (firstName: string) => ({
  kind: 'adult' as const,
  gender: 'female' as const,
  firstName,
  lastName: 'Martin',
  birthdate: '1984-05-06',
})
