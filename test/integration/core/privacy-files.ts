import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import type { SandboxServer } from '@agency-desk/sandbox'
import { control, type TestCore } from './fixtures'
import { shownStay } from './hotel-stay'

/** Helpers of the privacy tests: a booking made with known personal data, and byte searches of files. */

/** Every file under a folder, at any depth (none when the folder is not there). */
export function filesUnder(folder: string): string[] {
  if (!existsSync(folder)) return []
  if (statSync(folder).isFile()) return [folder]
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .map((name) => join(folder, name))
    .filter((path) => statSync(path).isFile())
}

/**
 * Where the needles occur in the files' bytes, as `file: needle`. Case-insensitive: the search index of the
 * cache keeps words in lower case. UTF-8 and UTF-16 (little endian) spellings are both looked for.
 */
export function foundIn(files: readonly string[], needles: readonly string[]): string[] {
  const hits: string[] = []
  for (const file of files) {
    const bytes = readFileSync(file)
    const asLatin1 = bytes.toString('latin1').toLowerCase()
    const asUtf8 = bytes.toString('utf8').toLowerCase()
    const asUtf16 = bytes.toString('utf16le').toLowerCase()
    for (const needle of needles) {
      const lower = needle.toLowerCase()
      if (asUtf8.includes(lower) || asLatin1.includes(lower) || asUtf16.includes(lower)) {
        hits.push(`${file}: ${needle}`)
      }
    }
  }
  return hits
}

export interface PersonalBooking {
  bookingId: string
  reference: string
  /** What must not remain once the booking is forgotten: names, e-mail, birthdates, passports, the id. */
  needles: string[]
}

/** The customer and travelers of a booking, made up so that no other booking of the sandbox shares them. */
export interface People {
  firstName: string
  lastName: string
  email: string
  birthdate: string
  passportNumber: string
}

/**
 * A hotel booking made through the app with the customer's e-mail and the traveler's birthdate and passport,
 * confirmed by the hotel, opened (detail, messages, documents, history fetched into the cache), with a message
 * sent and a PDF that names the traveler attached and downloaded.
 */
export async function bookPersonally(
  app: TestCore,
  server: SandboxServer,
  people: People,
  checkInInDays = 40,
): Promise<PersonalBooking> {
  const stay = await shownStay(app, server, { checkInInDays })
  const [room] = stay.request.rooms
  if (room === undefined) throw new Error('no room in the request')
  const made = await app.call('hotels.book', {
    request: {
      ...stay.request,
      customer: { firstName: people.firstName, lastName: people.lastName, email: people.email },
      rooms: [
        {
          ...room,
          travelers: [
            {
              kind: 'adult',
              gender: 'female',
              firstName: people.firstName,
              lastName: people.lastName,
              birthdate: people.birthdate,
              passportNumber: people.passportNumber,
              nationality: 'FR',
            },
          ],
        },
      ],
    },
    shownRate: stay.shownRate,
  })
  const bookingId = made.booking.id
  await control(server).answer(bookingId, 'confirm')
  await app.call('bookings.list', { refresh: true })
  const detail = await app.call('bookings.get', { bookingId })
  if (JSON.stringify(detail).includes(people.passportNumber) === false) {
    throw new Error('the booking detail does not carry the passport number: the test would prove nothing')
  }
  await app.call('bookings.sendMessage', {
    bookingId,
    message: `Late arrival for ${people.firstName} ${people.lastName}, passport ${people.passportNumber}.`,
  })
  await app.call('bookings.messages', { bookingId })
  await app.call('bookings.markMessagesRead', { bookingId })
  const pdf = new TextEncoder().encode(
    `%PDF-1.4\n% rooming list: ${people.lastName} ${people.passportNumber} ${people.birthdate}\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n`,
  )
  const attached = await app.call('bookings.uploadDocument', {
    bookingId,
    fileName: 'rooming list.pdf',
    file: app.core.files.acceptBytes(pdf),
  })
  await app.call('bookings.documents', { bookingId })
  await app.call('bookings.downloadDocument', { bookingId, documentId: attached.id })
  await app.call('bookings.history', { bookingId })
  return {
    bookingId,
    reference: made.reference,
    needles: [
      people.firstName,
      people.lastName,
      people.email,
      people.birthdate,
      people.passportNumber,
      bookingId,
    ],
  }
}
