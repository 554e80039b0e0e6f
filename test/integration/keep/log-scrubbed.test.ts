import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { SANDBOX_API_KEY } from '../../../src/main/base/environment'
import { writeBearerSession } from '../../../src/main/base/bearer-session-store'
import { control, fileSandbox } from '../core/fixtures'
import { shownStay } from '../core/hotel-stay'

/**
 * A booking that fails on purpose, through the core against the sandbox: the failure is in the log file, and the
 * traveller's name, passport number, the API key and a saved token are not.
 */
const sandbox = fileSandbox()

const TRAVELLER = { firstName: 'Ottilie', lastName: 'Vandersloot' }
const PASSPORT = 'X9K42731Q'
const ACCESS_TOKEN = 'eyJhbGciOi.test-access-token-7f3a9'
const REFRESH_TOKEN = 'refresh-token-b81c44d2'

function logText(folder: string): string {
  const logs = join(folder, 'logs')
  return readdirSync(logs)
    .filter((name) => name.endsWith('.log'))
    .map((name) => readFileSync(join(logs, name), 'utf8'))
    .join('\n')
}

describe("main's log", () => {
  it('logs a failed booking without the names, passport, key or token', async () => {
    const app = sandbox.desk()
    // A saved API user's session: its tokens are secrets main knows, whatever the environment in use.
    writeBearerSession(app.platform.secrets, 'staging', {
      username: 'agent@demo-voyages.test',
      accessToken: ACCESS_TOKEN,
      refreshToken: REFRESH_TOKEN,
      expiresAtMs: Date.now() + 3_600_000,
    })
    const stay = await shownStay(app, sandbox.server)
    const [room] = stay.request.rooms
    if (room === undefined) throw new Error('no room')
    const request = {
      ...stay.request,
      customer: { ...stay.request.customer, ...TRAVELLER, email: 'ottilie@example.test' },
      rooms: [
        {
          ...room,
          travelers: [
            {
              kind: 'adult' as const,
              gender: 'female' as const,
              ...TRAVELLER,
              birthdate: '1984-05-06',
              passportNumber: PASSPORT,
              expirationDate: '2031-01-31',
            },
          ],
        },
      ],
    }
    // Every request of the service fails from now on: the booking cannot be made.
    await control(sandbox.server).faults({ failRate: 1 })
    const failed = await app.fail('hotels.book', { request, shownRate: stay.shownRate })
    // A free-text line as a careless caller would write it: the scrubber still catches the token and passport.
    app.core.log.warn(`retrying with Authorization: Bearer ${ACCESS_TOKEN} for passport ${PASSPORT}`)
    await app.core.log.flush()

    const text = logText(app.folder)
    expect(text).toContain('hotels.book failed')
    expect(text).toContain(failed.code)
    expect(text).toContain('[redacted]')
    for (const secret of [
      TRAVELLER.firstName,
      TRAVELLER.lastName,
      PASSPORT,
      SANDBOX_API_KEY,
      ACCESS_TOKEN,
      REFRESH_TOKEN,
      'ottilie@example.test',
    ]) {
      expect(text, secret).not.toContain(secret)
    }

    // The diagnostics read the same scrubbed lines.
    const diagnostics = await app.call('diagnostics.collect', undefined)
    expect(diagnostics.text).toContain('hotels.book failed')
    expect(diagnostics.text).not.toContain(PASSPORT)
    expect(diagnostics.text).not.toContain(SANDBOX_API_KEY)
  })
})
