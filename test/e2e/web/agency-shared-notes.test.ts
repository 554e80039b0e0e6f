import { randomUUID } from 'node:crypto'
import { join } from 'node:path'
import type { Page } from '@playwright/test'
import { migratePg, provisionAgency, provisionDeskLogin } from '../../../src/main/sharing/pg-migrations'
import { pgSkipReason, startPgCluster, type PgCluster } from '../../support/postgres/pg-cluster'
import { call } from './bookings-steps'
import {
  expect,
  expectNoSeriousViolations,
  inTheme,
  SCREENSHOTS,
  startWebHost,
  test,
  type RunningWebHost,
} from './fixtures'

interface DeskLogin {
  user: string
  password: string
}

/**
 * Several desks, one agency (issue 33): two web hosts, each with its own data folder and SQLite copy, share the
 * agency's records through one throwaway PostgreSQL. Each desk is connected the way an agent does it (Settings ->
 * Agency data: check, then start sharing); a note written on one desk's booking page then appears on the other
 * desk's open page without a reload (LISTEN/NOTIFY, the pull, `notes.changed`).
 */
test.describe('agency-shared: two desks, one agency database', () => {
  test.setTimeout(300_000)
  const skip = pgSkipReason()
  test.skip(skip !== null, skip ?? '')

  let cluster: PgCluster | null = null
  const hosts: (RunningWebHost & { stop(): void })[] = []
  const logins: DeskLogin[] = []

  test.beforeAll(async () => {
    cluster = await startPgCluster()
    const admin = await cluster.superuser.connect()
    try {
      await migratePg(admin)
      const agencyId = randomUUID()
      await provisionAgency(admin, { id: agencyId, name: 'Marwood Travel' })
      for (const desk of ['lena', 'omar']) {
        const login = { user: `desk_${desk}_${process.pid}`, password: `pw-${randomUUID()}` }
        await provisionDeskLogin(admin, { agencyId, role: login.user, password: login.password })
        logins.push(login)
      }
    } finally {
      admin.release()
    }
    hosts.push(await startWebHost(), await startWebHost())
  })

  test.afterAll(async () => {
    for (const host of hosts) host.stop()
    await cluster?.stop()
  })

  async function connectDesk(
    page: Page,
    host: RunningWebHost,
    login: DeskLogin,
    name: string,
  ): Promise<void> {
    if (cluster === null) throw new Error('no cluster')
    await call(host, 'settings.update', {
      agency: { name: 'Marwood Travel', address: '', phone: '', email: '', agentName: name },
    })
    await page.goto(host.appUrl)
    await page.goto(`${host.baseUrl}/#/settings?section=agency-data`)
    const form = page.getByRole('form', { name: "The agency's database" })
    await expect(form).toBeVisible()
    await form.getByLabel('Database server').fill(cluster.host)
    await form.getByLabel('Port').fill(String(cluster.port))
    await form.getByLabel('Database', { exact: true }).fill(cluster.database)
    await form.getByLabel("This desk's login").fill(login.user)
    await form.getByRole('textbox', { name: 'Password' }).fill(login.password)
    await form.getByRole('button', { name: 'Check the database' }).click()
    await expect(page.getByText(/Marwood Travel/).first()).toBeVisible()
    await form.getByRole('button', { name: 'Start sharing' }).click()
    // The header says so once the first upload and pull are done.
    await expect(page.getByRole('button', { name: /^Agency data: Shared/ })).toBeVisible({ timeout: 30_000 })
  }

  test('a note written on one desk appears on the other without a reload', async ({ browser }) => {
    const [lenaHost, omarHost] = hosts
    const [lenaLogin, omarLogin] = logins
    if (!lenaHost || !omarHost || !lenaLogin || !omarLogin) throw new Error('two desks expected')
    // A context each, as two machines would be (and what axe needs to inject itself).
    const viewport = { width: 1360, height: 860 }
    const lena = await (await browser.newContext({ viewport })).newPage()
    const omar = await (await browser.newContext({ viewport })).newPage()
    await connectDesk(lena, lenaHost, lenaLogin, 'Lena')
    for (const scheme of ['light', 'dark'] as const) {
      await inTheme(lena, scheme)
      await lena.screenshot({
        path: join(SCREENSHOTS, `agency-shared-settings-${scheme}.png`),
        fullPage: true,
      })
    }
    await inTheme(lena, 'light')
    await expectNoSeriousViolations(lena, 'main')
    await connectDesk(omar, omarHost, omarLogin, 'Omar')

    // One booking both desks know: the service is shared (the same demo world), its notes are the agency's.
    const listed = await call(lenaHost, 'bookings.list', { refresh: true, states: ['confirmed'], limit: 3 })
    const booking = listed.bookings[0]
    if (booking === undefined) throw new Error('no confirmed booking')
    const route = `/#/bookings/${encodeURIComponent(booking.id)}`
    for (const [page, host] of [
      [lena, lenaHost],
      [omar, omarHost],
    ] as const) {
      await call(host, 'bookings.get', { bookingId: booking.id })
      await page.goto(`${host.baseUrl}${route}`)
      await expect(page.getByTestId('booking-notes')).toBeVisible()
    }

    const words = `Wants a quiet room, ${randomUUID().slice(0, 8)}`
    const lenaNotes = lena.getByTestId('booking-notes')
    await lenaNotes.getByRole('textbox', { name: /New note/ }).fill(words)
    await lena.keyboard.press('Control+Enter')
    await expect(lenaNotes.getByTestId('note').filter({ hasText: words })).toBeVisible()

    // Omar's page was opened before the note existed and is not reloaded.
    const omarNote = omar.getByTestId('booking-notes').getByTestId('note').filter({ hasText: words })
    await expect(omarNote).toBeVisible({ timeout: 30_000 })
    await expect(omarNote).toContainText('Lena')
    for (const scheme of ['light', 'dark'] as const) {
      await inTheme(omar, scheme)
      await omar.getByTestId('booking-notes').scrollIntoViewIfNeeded()
      await omar.screenshot({ path: join(SCREENSHOTS, `agency-shared-note-${scheme}.png`), fullPage: true })
    }
    await inTheme(omar, 'light')
    await expect(omar.getByRole('button', { name: /^Agency data: Shared/ })).toBeVisible()
    await expectNoSeriousViolations(omar, '[data-testid="booking-notes"]')
    await lena.context().close()
    await omar.context().close()
  })
})
