import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { call, controlPlane } from './bookings-steps'
import { isoInDays, openExperiences, pickDates } from './experience-steps'
import {
  expect,
  expectNoSeriousViolations,
  SCREENSHOTS,
  startWebHost,
  test,
  type RunningWebHost,
} from './fixtures'
import { openHotels, searchLisbon } from './hotel-steps'
import { addToProposal, markUpEverything, shootBothThemes } from './proposal-steps'

/**
 * Issue 26: a "yes" after the supplier moved a price. A hotel added from its result card (the card reads the
 * hotel's rooms: the item keeps a real bed choice and ladder) and an experience added from its offer make one
 * option; the service's clock moves a day and the experience's supplier raises its adult prices through the
 * service's inventory API. Accepting shows the moved price, old and new selling price, before the agent confirms;
 * then each item is booked once and linked. A host of its own: it moves the clock and books.
 */

/** The organisations of the demo world that supply experiences, by name, and their keys (packages/sandbox/README.md). */
const SUPPLIER_KEYS: Record<string, string> = {
  'Atlas Ground Services': 'sandbox-dmc-key-1',
  'Iberia Local Experts': 'sandbox-dmc-key-2',
}

interface Period {
  id: string
  startAt: string
  endAt: string
  price: number
  adultPrices: { price: number; minPax: number; maxPax: number }[]
}

/** The embedded sandbox's service, as its supplier calls it (the desk's own key is a tour operator's). */
function supplierApi(host: RunningWebHost, key: string) {
  const port = readFileSync(join(host.dataFolder, 'sandbox.port'), 'utf8').trim()
  return async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const response = await fetch(`http://127.0.0.1:${port}${path}`, {
      method,
      headers: { 'X-API-Key': key, 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    })
    if (!response.ok)
      throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`)
    return (await response.json()) as T
  }
}

/** The supplier raises every adult price of the period the experience runs in by half. */
async function raiseAdultPrices(host: RunningWebHost, experienceId: string, supplier: string, day: string) {
  const key = SUPPLIER_KEYS[supplier]
  if (key === undefined) throw new Error(`No demo key for the supplier ${supplier}`)
  const api = supplierApi(host, key)
  const listed = await api<{ data: Period[] } | Period[]>(
    'GET',
    `/api/v3/experiences/${experienceId}/periods`,
  )
  const periods = Array.isArray(listed) ? listed : listed.data
  const period = periods.find((p) => p.startAt.slice(0, 10) <= day && day <= p.endAt.slice(0, 10))
  if (period === undefined) throw new Error(`No period of ${experienceId} runs on ${day}`)
  const raise = (price: number) => Math.round(price * 150) / 100
  await api('PATCH', `/api/v3/experiences/${experienceId}/periods/${period.id}`, {
    price: raise(period.price),
    adultPrices: period.adultPrices.map((entry) => ({ ...entry, price: raise(entry.price) })),
  })
}

/** "€181.90" -> 181.9 (the screens write amounts under 1,000 here). */
const amountOf = (text: string | null): number => Number((text ?? '').replace(/[^\d.]/g, ''))

test('accepting after the supplier moved a price shows old and new selling price, then books each item once', async ({
  page,
}) => {
  test.setTimeout(300_000)
  const host = await startWebHost()
  try {
    await page.setViewportSize({ width: 1360, height: 900 })
    await markUpEverything(host)
    // A same-day activity priced for two adults, a month ahead.
    const day = isoInDays(30)
    const found = await call(host, 'experiences.search', {
      types: ['Activity'],
      startAt: day,
      endAt: day,
      party: { adults: 2, childrenBirthdates: [] },
      pricedOnly: true,
      perPage: 50,
    })
    const activity = found.results.find(
      (result) => result.price !== null && SUPPLIER_KEYS[result.organizationName] !== undefined,
    )
    if (activity === undefined) throw new Error('No priced activity of a demo supplier')

    // The hotel, from its result card: a new proposal.
    await openHotels(page, host.appUrl)
    const results = await searchLisbon(page)
    const card = results.getByRole('article').first()
    const hotelName = (await card.getAttribute('aria-label')) ?? ''
    await card.getByTestId('card-add-to-proposal').click()
    const picker = page.getByRole('dialog', { name: `Add ${hotelName} to a proposal` })
    await expect(picker.getByTestId('add-to-proposal')).toBeVisible({ timeout: 30_000 })
    await page.screenshot({ path: join(SCREENSHOTS, 'proposal-moved-price-card-picker.png') })
    await expectNoSeriousViolations(page)
    await addToProposal(page, picker, 'New proposal')
    await expect(picker).toBeHidden()

    // The experience, from its offer: into the same option.
    await openExperiences(page, host.appUrl)
    const form = page.getByRole('form', { name: 'Experience search' })
    await form.getByRole('textbox', { name: 'Search' }).fill(activity.name)
    await pickDates(page, day, day)
    const list = page.getByRole('region', { name: 'Search results' })
    await expect(list.getByTestId('offer-total').first()).toBeVisible({ timeout: 30_000 })
    await list.getByRole('link', { name: activity.name, exact: true }).first().click()
    const offer = page.getByTestId('offer-panel')
    await expect(offer.getByTestId('detail-total')).toHaveText(/\d/, { timeout: 30_000 })
    await addToProposal(page, offer, /: Option 1$/)

    // What was kept: the hotel's real bed choice and ladder; the experience's terms dated from the supplier's words.
    const [summary] = await call(host, 'proposals.list', { search: '' })
    if (summary === undefined) throw new Error('The proposal is not listed')
    const kept = await call(host, 'proposals.get', { id: summary.id })
    const [stay, tour] = kept.options[0]?.items ?? []
    if (stay?.kind !== 'hotel' || tour?.kind !== 'experience') throw new Error('a hotel, then an experience')
    expect(stay.hotel.name).toBe(hotelName)
    expect(stay.rooms[0]?.bedChoiceId).not.toBe('')
    expect(stay.rooms[0]?.cancellation.length).toBeGreaterThan(0)
    expect(tour.cancellationText).toMatch(/cancellation/i)
    expect(tour.cancellation.length).toBeGreaterThan(0)

    // A day later on the service's clock, the supplier raises the tour's adult prices.
    const clock = controlPlane(host)
    await clock.moveClockTo((await clock.now()) + 86_400_000)
    await raiseAdultPrices(host, tour.experience.id, tour.experience.supplierName, day)

    // The customer says yes: the prices are checked again, the moved one shown before anything is booked.
    await page.getByRole('button', { name: 'Open proposal' }).last().click()
    const details = page.getByRole('form', { name: 'Proposal details' })
    await details.getByRole('textbox', { name: /^Title/ }).fill('Lisbon, moved')
    await details.getByRole('textbox', { name: "Customer's name" }).fill('Ana Sousa')
    await details.getByRole('textbox', { name: "Customer's e-mail" }).fill('ana.sousa@example.com')
    await details.getByRole('button', { name: 'Save details' }).click()
    await expect(page.getByRole('heading', { name: 'Lisbon, moved', level: 2 })).toBeVisible()
    await page.getByRole('button', { name: 'Mark as sent' }).click()
    await expect(page.getByTestId('proposal-state').first()).toHaveText('Sent')
    await page.getByRole('link', { name: 'Accept an option' }).click()
    const only = page.getByTestId('accept-option').getByRole('radio').first()
    if (!(await only.isChecked())) await only.click()
    await page.getByRole('button', { name: 'Check prices again' }).click()
    const recheck = page.getByTestId('recheck-table')
    await expect(recheck.getByTestId('recheck-row')).toHaveCount(2, { timeout: 30_000 })
    const moved = recheck.getByTestId('recheck-row').filter({ hasText: activity.name })
    await expect(moved).toHaveAttribute('data-status', 'moved')
    await expect(moved).toHaveAttribute('data-price-moved', 'true')
    // Old: the selling price it was proposed at. New: today's, higher, in words too.
    const old = moved.getByRole('cell').nth(2)
    await expect(old).toHaveText(new RegExp(tour.sell.toFixed(2).replace('.', '\\.')))
    const fresh = moved.getByTestId('recheck-new-price')
    await expect(fresh).toHaveAttribute('aria-label', /^Up to /)
    const newSell = amountOf(await fresh.textContent())
    expect(newSell).toBeGreaterThan(tour.sell)
    await expect(moved.getByTestId('recheck-change')).toContainText([
      `Price up €${(newSell - tour.sell).toFixed(2)}`,
    ])
    await expect(recheck.getByTestId('recheck-row').filter({ hasText: hotelName })).not.toHaveAttribute(
      'data-price-moved',
      'true',
    )
    await shootBothThemes(page, 'proposal-moved-price-recheck')

    // The agent confirms: each item booked once, at today's price, and linked.
    await expect(page.getByRole('textbox', { name: /^E-mail/ })).toHaveValue('ana.sousa@example.com')
    const travellers = page.getByRole('group', { name: /(Room \d+, traveller|Traveller) \d+$/ })
    const people = [
      { first: 'Ana', gender: 'female', birthdate: '1984-02-11' },
      { first: 'Luis', gender: 'male', birthdate: '1982-09-30' },
    ]
    for (let at = 0; at < (await travellers.count()); at += 1) {
      const person = people[at % people.length]!
      const group = travellers.nth(at)
      await group.getByLabel('Gender').selectOption(person.gender)
      await group.getByLabel('First name').fill(`${person.first}${at >= people.length ? at : ''}`)
      await group.getByLabel('Last name').fill('Sousa')
      await group.getByLabel('Birthdate').fill(person.birthdate)
    }
    await page.getByRole('button', { name: 'Confirm and book' }).click()
    const outcome = page.getByTestId('accept-row')
    await expect(outcome).toHaveCount(2, { timeout: 60_000 })
    for (const row of await outcome.all()) await expect(row).toHaveAttribute('data-outcome', /booked|adopted/)
    await page.screenshot({ path: join(SCREENSHOTS, 'proposal-moved-price-booked.png'), fullPage: true })

    const accepted = await call(host, 'proposals.get', { id: summary.id })
    expect(accepted.state).toBe('accepted')
    expect(accepted.bookings.map((link) => link.itemId).sort()).toEqual([stay.id, tour.id].sort())
    expect(new Set(accepted.bookings.map((link) => link.bookingId)).size).toBe(2)
    // Once: the accepted option offers no second booking.
    await page.reload()
    await expect(
      page.getByText('This proposal is accepted: its bookings are listed on its page.'),
    ).toBeVisible({
      timeout: 30_000,
    })
    await expect(page.getByRole('button', { name: 'Check prices again' })).toBeDisabled()
  } finally {
    host.stop()
  }
})
