import type { Page } from '@playwright/test'
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { BedChoice, RoomAvailability } from '../../../src/shared/api/availability'
import type { ChannelInput, ChannelName, ChannelOutput, FileRef } from '../../../src/shared/ipc'
import { shownRateForChoice } from '../../integration/core/shown-rate-for-choice'
import { expect, SCREENSHOTS, type RunningWebHost } from './fixtures'

/** One call through the web host's bridge, as the page makes it: POST /ipc/<channel> with this run's token. */
export async function call<N extends ChannelName>(
  host: RunningWebHost,
  channel: N,
  input: ChannelInput<N>,
): Promise<ChannelOutput<N>> {
  const token = new URLSearchParams(new URL(host.appUrl).hash.slice(1)).get('token') ?? ''
  const response = await fetch(`${host.baseUrl}/ipc/${channel}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ input }),
  })
  const envelope = (await response.json()) as
    { ok: true; data: ChannelOutput<N> } | { ok: false; error: { code: string; message: string } }
  if (!envelope.ok) throw new Error(`${channel}: ${envelope.error.code} ${envelope.error.message}`)
  return envelope.data
}

/** A file handed to the web host as the page hands it (POST /uploads with the token): what a channel takes. */
export async function upload(host: RunningWebHost, bytes: Uint8Array): Promise<FileRef> {
  const token = new URLSearchParams(new URL(host.appUrl).hash.slice(1)).get('token') ?? ''
  const response = await fetch(`${host.baseUrl}/uploads`, {
    method: 'POST',
    headers: { 'content-type': 'application/octet-stream', authorization: `Bearer ${token}` },
    body: bytes,
  })
  const envelope = (await response.json()) as
    { ok: true; data: FileRef } | { ok: false; error: { code: string; message: string } }
  if (!envelope.ok) throw new Error(`upload: ${envelope.error.code} ${envelope.error.message}`)
  return envelope.data
}

/** The embedded sandbox's control plane (packages/sandbox/README.md): its clock and its faults. */
export function controlPlane(host: RunningWebHost) {
  // The embedded sandbox starts in its own thread when the app first needs it: its port file comes then.
  const portFile = join(host.dataFolder, 'sandbox.port')
  const baseUrl = async (): Promise<string> => {
    await expect.poll(() => existsSync(portFile), { timeout: 60_000 }).toBe(true)
    return `http://127.0.0.1:${readFileSync(portFile, 'utf8').trim()}/_sandbox`
  }
  const post = async (path: string, body: unknown) => {
    const base = await baseUrl()
    const response = await fetch(`${base}/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
    expect(response.ok, `POST /_sandbox/${path}`).toBe(true)
    return (await response.json()) as unknown
  }
  return {
    async now(): Promise<number> {
      const { now } = (await (await fetch(`${await baseUrl()}/clock`)).json()) as { now: string }
      return Date.parse(now)
    },
    moveClockTo: (at: number) => post('clock', { now: new Date(at).toISOString() }),
    goOffline: () => post('faults', { offline: true }),
    async goOnline(): Promise<void> {
      await fetch(`${await baseUrl()}/faults`, { method: 'DELETE' })
    },
  }
}

/** Clicks the connectivity indicator (main checks again) until it shows the state. */
export async function expectConnectivity(page: Page, state: 'online' | 'offline'): Promise<void> {
  const indicator = page.getByTestId('connectivity-indicator')
  await indicator.click()
  await expect(indicator).toHaveAttribute('data-state', state, { timeout: 30_000 })
}

/** A direct, instantly confirmed rate whose ladder charges a fee before the stay. */
function rateWithFee(
  rooms: readonly RoomAvailability[],
): { room: RoomAvailability; choice: BedChoice } | null {
  for (const room of rooms) {
    if (!room.instantAvailability || room.supplier.code !== 'supplier_own') continue
    const choice =
      room.bedChoices.find(
        (c) => c.cancelConditions[0]?.refundable === true && c.cancelConditions.some((w) => w.deduction > 0),
      ) ?? room.bedChoices.find((c) => c.cancelConditions.some((w) => w.deduction > 0))
    if (choice !== undefined) return { room, choice }
  }
  return null
}

function isoDay(fromMs: number, offsetDays: number): string {
  return new Date(fromMs + offsetDays * 86_400_000).toISOString().slice(0, 10)
}

/** Books a Lisbon stay `daysAhead` days after the sandbox's now, through the bridge as the booking screen does. */
export async function bookHotel(
  host: RunningWebHost,
  daysAhead = 60,
  /** The customer's and the travelers' names (default: Ana and Rita Sousa). */
  names: { firstName: string; lastName: string; companion: string } = {
    firstName: 'Ana',
    lastName: 'Sousa',
    companion: 'Rita',
  },
): Promise<{ bookingId: string; hotelName: string; total: number; currency: string }> {
  const now = await controlPlane(host).now()
  const stay = {
    checkIn: isoDay(now, daysAhead),
    checkOut: isoDay(now, daysAhead + 3),
    rooms: [{ adults: 2 }],
  }
  const results = await call(host, 'hotels.availability', { ...stay, search: 'Lisbon', perPage: 20 })
  for (const hotel of results.data) {
    if (!hotel.rooms.some((room) => room.instantAvailability && room.supplier.code === 'supplier_own'))
      continue
    const rooms = await call(host, 'hotels.rooms', { hotelId: hotel.id, ...stay })
    const rate = rateWithFee(rooms.data)
    if (rate === null) continue
    const { room, choice } = rate
    const shownRate = shownRateForChoice({
      room,
      choice,
      stay,
      hotel: { id: hotel.id, name: hotel.name },
      requestId: rooms.meta.requestId,
      shownAt: new Date(now),
    })
    const promotionId = choice.promotionInfo?.promotionId ?? null
    const adult = (firstName: string, birthdate: string) => ({
      kind: 'adult' as const,
      gender: 'female' as const,
      firstName,
      lastName: names.lastName,
      birthdate,
    })
    const result = await call(host, 'hotels.book', {
      request: {
        requestId: rooms.meta.requestId,
        customer: { firstName: names.firstName, lastName: names.lastName, email: 'ana.sousa@example.com' },
        rooms: [
          {
            bedCompositionId: choice.id,
            travelers: [adult(names.firstName, '1985-03-14'), adult(names.companion, '1987-09-02')],
            ...(promotionId === null ? {} : { promotionId }),
          },
        ],
        internalReference: `E2E-PAGE-${Date.now()}`,
      },
      shownRate,
    })
    return {
      bookingId: result.booking.id,
      hotelName: result.booking.hotel.name,
      total: result.booking.totalPrice,
      currency: result.booking.currency,
    }
  }
  throw new Error('No Lisbon hotel offers an instantly confirmed direct rate with a cancellation fee')
}

/** Opens a booking's page (one section of it) in the app. */
export async function openBooking(
  page: Page,
  host: RunningWebHost,
  bookingId: string,
  section?: string,
): Promise<void> {
  const query = section === undefined ? '' : `?section=${section}`
  await page.goto(`${host.baseUrl}/#/bookings/${encodeURIComponent(bookingId)}${query}`)
  await expect(
    page.getByTestId('detail-booking-id').or(page.getByRole('tab', { selected: true })),
  ).not.toHaveCount(0, { timeout: 30_000 })
}

/** The page in one picture, as tall as it is (the fixed header not painted over it). */
export async function tallScreenshot(page: Page, name: string): Promise<void> {
  const viewport = page.viewportSize() ?? { width: 1360, height: 860 }
  const height = Number(await page.evaluate('document.documentElement.scrollHeight'))
  await page.setViewportSize({ width: viewport.width, height: Math.min(height, 4000) })
  await page.screenshot({ path: join(SCREENSHOTS, name) })
  await page.setViewportSize(viewport)
}

/** The smallest valid PDF: one empty page. */
export function tinyPdf(): Buffer {
  return Buffer.from(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
      '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  )
}
