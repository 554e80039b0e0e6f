import { describe, expect, it } from 'vitest'
import {
  BookingDocumentV1,
  BookingHistoryEntryV1,
  BookingMessageV1,
  BookingListResponseV1,
} from '../../../../src/shared/api/bookings-v1'
import { ErrorBody } from '../../../../src/shared/api/errors'
import { encodeId } from '../../../../src/shared/domain/ids'
import { fixtureBooking } from '../../../../test/support/sandbox/booking-fixtures'
import { minimalPdf } from '../../src/bookings/files'
import { sandboxForFile } from '../../../../test/support/sandbox/start'

const server = sandboxForFile()
const KEY_1 = 'sandbox-to-key-1'

function call(path: string, init: RequestInit & { key?: string } = {}): Promise<Response> {
  const headers = new Headers(init.headers)
  if (!headers.has('Authorization')) headers.set('X-API-Key', init.key ?? KEY_1)
  return fetch(`${server().url}${path}`, { ...init, headers })
}

const make = (options: Parameters<typeof fixtureBooking>[2] = {}) =>
  fixtureBooking(server().sandbox.ctx.db, server().sandbox.ctx.clock.now(), options)

function putMessage(id: string, body: string, headers: Record<string, string> = {}): Promise<Response> {
  return call(`/api/v1/bookings/${id}/messages`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json', ...headers },
    body,
  })
}

function upload(id: string, parts: Array<[string, Blob | string, string?]>): Promise<Response> {
  const form = new FormData()
  for (const [name, value, fileName] of parts) {
    if (typeof value === 'string') form.append(name, value)
    else form.append(name, value, fileName)
  }
  return call(`/api/v1/bookings/${id}/documents`, { method: 'PUT', body: form })
}

async function bearer(): Promise<string> {
  const response = await fetch(`${server().url}/api/v1/oauth/token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: 'agent@demo-voyages.test', password: 'sandbox-password' }),
  })
  return ((await response.json()) as { accessToken: string }).accessToken
}

describe('booking messages', () => {
  it('lists the demo messages: requests from the agency, updates from the hotel', async () => {
    const items = BookingListResponseV1.parse(
      await (await call('/api/v1/bookings/list', { method: 'POST', body: '{}' })).json(),
    )
    const types = new Set<string>()
    for (const item of items.slice(0, 80)) {
      const messages = BookingMessageV1.array().parse(
        await (await call(`/api/v1/bookings/${item.id}/messages`)).json(),
      )
      for (const message of messages) types.add(message.messageType)
    }
    expect([...types].sort()).toEqual(['request', 'update'])
  })

  it('PUT posts a request signed by the organization (API key) or the API user (bearer)', async () => {
    const booking = make()
    const byKey = await putMessage(
      booking.encodedId,
      JSON.stringify({ message: 'Late arrival, around 23:00.' }),
    )
    expect(byKey.status).toBe(201)
    const first = BookingMessageV1.parse(await byKey.json())
    expect(first).toMatchObject({
      message: 'Late arrival, around 23:00.',
      messageType: 'request',
      sender: { id: encodeId('organization', 1), firstName: 'Demo Voyages' },
    })
    const token = await bearer()
    const byUser = await putMessage(booking.encodedId, JSON.stringify({ message: 'Twin beds please.' }), {
      Authorization: `Bearer ${token}`,
    })
    expect(byUser.status).toBe(201)
    expect(BookingMessageV1.parse(await byUser.json()).sender).toEqual({
      id: encodeId('user', 1),
      firstName: 'Alex',
      lastName: 'Martin',
    })
    const all = BookingMessageV1.array().parse(
      await (await call(`/api/v1/bookings/${booking.encodedId}/messages`)).json(),
    )
    expect(all.map((message) => message.message)).toEqual([
      'Late arrival, around 23:00.',
      'Twin beds please.',
    ])
  })

  it('stores injection-looking text verbatim and refuses malformed bodies with 400', async () => {
    const booking = make()
    const nasty = `<script>alert(1)</script> '; DROP TABLE booking_messages; -- \u0000`
    const response = await putMessage(booking.encodedId, JSON.stringify({ message: nasty }))
    expect(response.status).toBe(201)
    expect(BookingMessageV1.parse(await response.json()).message).toBe(nasty)
    for (const body of [
      '{}',
      '{"message": ""}',
      '{"message": 3}',
      '{"message": ',
      '[]',
      JSON.stringify({ message: 'x'.repeat(5001) }),
    ]) {
      const bad = await putMessage(booking.encodedId, body)
      expect(bad.status, body).toBe(400)
      ErrorBody.parse(await bad.json())
    }
    expect((await putMessage('123456789', '{"message": "hi"}')).status).toBe(404)
  })
})

describe('booking documents', () => {
  it('uploads a PDF in the "file" field and downloads the same bytes as an attachment', async () => {
    const booking = make()
    const pdf = minimalPdf(['Rooming list'])
    const response = await upload(booking.encodedId, [
      ['file', new Blob([pdf], { type: 'application/pdf' }), 'rooming list é.pdf'],
    ])
    expect(response.status).toBe(201)
    const document = BookingDocumentV1.parse(await response.json())
    expect(document).toMatchObject({ fileName: 'rooming list é.pdf', fileType: 'application/pdf' })
    expect(document.downloadUrl).toBe(
      `${server().url}/api/v1/bookings/${booking.encodedId}/documents/${document.id}`,
    )

    const listed = BookingDocumentV1.array().parse(
      await (await call(`/api/v1/bookings/${booking.encodedId}/documents`)).json(),
    )
    expect(listed).toEqual([document])
    const download = await call(new URL(document.downloadUrl).pathname)
    expect(download.status).toBe(200)
    expect(download.headers.get('content-type')).toBe('application/pdf')
    expect(download.headers.get('content-disposition')).toMatch(
      /^attachment; filename="rooming list _\.pdf"; filename\*=UTF-8''rooming%20list%20%C3%A9\.pdf$/,
    )
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(pdf)

    const history = BookingHistoryEntryV1.array().parse(
      await (await call(`/api/v1/bookings/${booking.encodedId}/histories`)).json(),
    )
    expect(history.at(-1)?.label).toBe('Updated: document rooming list é.pdf attached')
  })

  it('serves the demo documents as real PDF files', async () => {
    const id = server()
      .sandbox.ctx.db.prepare(
        'SELECT booking_id FROM booking_documents WHERE booking_id IN (SELECT id FROM bookings WHERE organization_id = 1) LIMIT 1',
      )
      .pluck()
      .get() as number
    const documents = BookingDocumentV1.array().parse(
      await (await call(`/api/v1/bookings/${id}/documents`)).json(),
    )
    expect(documents.length).toBeGreaterThan(0)
    const file = await call(new URL(documents[0]!.downloadUrl).pathname)
    const text = new TextDecoder().decode(await file.arrayBuffer())
    expect(text.startsWith('%PDF-1.4')).toBe(true)
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true)
  })

  it('names the type from the bytes and strips paths from the file name', async () => {
    const booking = make()
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13])
    const response = await upload(booking.encodedId, [
      ['file', new Blob([png], { type: 'application/pdf' }), '../../etc/passport.png'],
    ])
    expect(response.status).toBe(201)
    expect(BookingDocumentV1.parse(await response.json())).toMatchObject({
      fileName: 'passport.png',
      fileType: 'image/png',
    })
  })

  it('refuses empty, oversized, unknown-type, non-multipart and fieldless uploads with 4xx', async () => {
    const booking = make()
    const expectError = async (response: Response, status: number, code: string) => {
      expect(response.status).toBe(status)
      expect(ErrorBody.parse(await response.json()).code).toBe(code)
    }
    await expectError(
      await upload(booking.encodedId, [['file', new Blob([]), 'empty.pdf']]),
      400,
      'EMPTY_FILE',
    )
    const big = new Uint8Array(5 * 1024 * 1024 + 1)
    big.set([0x25, 0x50, 0x44, 0x46, 0x2d])
    await expectError(
      await upload(booking.encodedId, [['file', new Blob([big]), 'big.pdf']]),
      413,
      'PAYLOAD_TOO_LARGE',
    )
    await expectError(
      await upload(booking.encodedId, [['file', new Blob(['MZ\x90\x00 not a pdf']), 'tool.pdf']]),
      415,
      'UNSUPPORTED_DOCUMENT_TYPE',
    )
    await expectError(
      await upload(booking.encodedId, [['document', new Blob([minimalPdf(['x'])]), 'a.pdf']]),
      400,
      'MISSING_FILE',
    )
    await expectError(await upload(booking.encodedId, [['file', 'just text']]), 400, 'MISSING_FILE')
    const json = await call(`/api/v1/bookings/${booking.encodedId}/documents`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: '{"file": "JVBERi0="}',
    })
    await expectError(json, 415, 'UNSUPPORTED_MEDIA_TYPE')
    const broken = await call(`/api/v1/bookings/${booking.encodedId}/documents`, {
      method: 'PUT',
      headers: { 'Content-Type': 'multipart/form-data; boundary=zzz' },
      body: '--zzz\r\nnonsense',
    })
    expect(broken.status).toBe(400)
    const listed = BookingDocumentV1.array().parse(
      await (await call(`/api/v1/bookings/${booking.encodedId}/documents`)).json(),
    )
    expect(listed).toEqual([])
  })

  it('answers 404 for an unknown document or one of another booking', async () => {
    const first = make()
    const second = make()
    const response = await upload(first.encodedId, [['file', new Blob([minimalPdf(['a'])]), 'a.pdf']])
    const document = BookingDocumentV1.parse(await response.json())
    expect((await call(`/api/v1/bookings/${second.encodedId}/documents/${document.id}`)).status).toBe(404)
    expect((await call(`/api/v1/bookings/${first.encodedId}/documents/999999`)).status).toBe(404)
    expect(
      (await call(`/api/v1/bookings/${first.encodedId}/documents/${encodeId('message', 1)}`)).status,
    ).toBe(404)
  })
})

describe('booking histories', () => {
  it('lists the audit log with actors: the caller for its actions, null fields for system events', async () => {
    const booking = make({ userId: 1 })
    const history = BookingHistoryEntryV1.array().parse(
      await (await call(`/api/v1/bookings/${booking.encodedId}/histories`)).json(),
    )
    expect(history).toHaveLength(1)
    expect(history[0]).toMatchObject({
      bookingId: booking.encodedId,
      userId: encodeId('user', 1),
      firstName: 'Alex',
      lastName: 'Martin',
      label: 'Created: instant booking, confirmed at once',
    })
    const refused = server()
      .sandbox.ctx.db.prepare(
        "SELECT booking_id FROM booking_histories WHERE label LIKE 'Refused: Automatically%' AND booking_id IN (SELECT id FROM bookings WHERE organization_id = 1) LIMIT 1",
      )
      .pluck()
      .get() as number
    const system = BookingHistoryEntryV1.array().parse(
      await (await call(`/api/v1/bookings/${refused}/histories`)).json(),
    )
    expect(system.at(-1)).toMatchObject({ userId: null, firstName: null, lastName: null })
    expect(system.map((entry) => entry.createdAt)).toEqual([...system.map((entry) => entry.createdAt)].sort())
  })

  it('applies the visibility rules to every sub-resource', async () => {
    const other = make({ organizationId: 2 })
    for (const path of ['messages', 'documents', 'histories']) {
      const response = await call(`/api/v1/bookings/${other.encodedId}/${path}`)
      expect(response.status, path).toBe(403)
      expect(
        (await call(`/api/v1/bookings/${other.encodedId}/${path}`, { key: 'sandbox-dmc-key-2' })).status,
      ).toBe(404)
    }
  })
})
