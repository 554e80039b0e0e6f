import type { Page } from '@playwright/test'
import {
  expect as baseExpect,
  expectNoSeriousViolations,
  startSandbox,
  startWebHost,
  test,
  type RunningWebHost,
} from './fixtures'
import { inventoryLink, service, shoot, tinyPng, useStagingKey } from './inventory-steps'

/**
 * Issue 17's quality bar, in Chromium through the web host: a second sandbox plays staging, used with the first
 * supplier's key (sandbox-dmc-key-1) and then with the tour operator's (sandbox-to-key-1). The experience search
 * screen is another helper's work: the published experience is found through the sandbox's search over HTTP.
 */
// Several helpers share two cores: the service's answers may take a while.
const expect = baseExpect.configure({ timeout: 20_000 })
const DMC = 'sandbox-dmc-key-1'
const TO = 'sandbox-to-key-1'
const NAME = `Sahara sunrise ${Date.now().toString(36)}`

let staging: { url: string; stop(): Promise<void> }
let host: RunningWebHost & { stop(): void }
test.describe.configure({ mode: 'serial' })
test.beforeAll(async () => {
  ;[staging, host] = await Promise.all([startSandbox(), startWebHost()])
})
test.afterAll(async () => {
  host.stop()
  await staging.stop()
})

async function open(page: Page): Promise<void> {
  await page.setViewportSize({ width: 1280, height: 860 })
  await page.goto(host.appUrl)
  await expect(page.getByRole('navigation', { name: 'Sections' })).toBeVisible()
}

test('a tour operator’s key never shows the section', async ({ page }) => {
  await open(page)
  // The embedded sandbox's demo key is a tour operator's.
  await expect(page.getByRole('link', { name: 'Hotels' })).toBeVisible()
  await page.goto(`${host.baseUrl}/#/inventory`)
  await expect(page.getByText('The inventory is for suppliers')).toBeVisible()
  await expect(inventoryLink(page)).toHaveCount(0)
  await shoot(page, 'tour-operator')
})

test('a supplier creates a program with a period and two days, an image, and publishes it', async ({
  page,
}) => {
  test.setTimeout(180_000)
  await open(page)
  await useStagingKey(page, staging.url, DMC)
  await expect(inventoryLink(page)).toBeVisible({ timeout: 20_000 })
  await inventoryLink(page).click()
  await expect(page.getByTestId('inventory-list')).toBeVisible({ timeout: 20_000 })
  await shoot(page, 'list')
  await expectNoSeriousViolations(page)

  await page.getByRole('button', { name: 'New experience' }).click()
  const create = page.getByRole('dialog', { name: 'New experience' })
  await create.getByLabel('Name').fill(NAME)
  await create.getByRole('combobox', { name: 'Type' }).click()
  await page.getByRole('option', { name: 'Program' }).click()
  await expect(create.getByText('The type cannot change once the experience is created.')).toBeVisible()
  await create.getByRole('button', { name: 'Create experience' }).click()
  await expect(page.getByRole('heading', { name: NAME, level: 2 })).toBeVisible()
  await expect(page.getByText('In progress')).toBeVisible()
  await expect(page.getByText('The type cannot change once the experience is created.')).toBeVisible()
  await shoot(page, 'details')
  await expectNoSeriousViolations(page)

  // A draft survives a visit elsewhere; saving sends it for English only.
  await page.getByLabel('Summary (English)').fill('Two days among the dunes of Erg Chebbi.')
  await page.getByRole('link', { name: 'Today' }).click()
  await page.goBack()
  await expect(page.getByLabel('Summary (English)')).toHaveValue('Two days among the dunes of Erg Chebbi.')
  await expect(page.getByText('Changed: summary')).toBeVisible()
  await page.getByRole('button', { name: 'Save English details' }).click()
  await expect(page.getByText('No changes')).toBeVisible()
  // The French copy is its own: empty, and the English one is left as it is.
  await page.getByText('French (empty)').click()
  await expect(page.getByLabel('Name (French)')).toHaveValue('')
  await page.getByText('English', { exact: true }).click()
  await expect(page.getByLabel('Name (English)')).toHaveValue(NAME)

  // Periods and prices: a period with two adult bands and a child band, reviewed whole before saving.
  await page.getByRole('tab', { name: 'Periods and prices' }).click()
  await page.getByRole('button', { name: 'Add a period' }).click()
  const period = page.getByRole('dialog', { name: 'New period' })
  await period.getByLabel('First day').fill('2030-05-01')
  await period.getByLabel('Last day').fill('2030-05-31')
  await period.getByLabel('Last day').press('Tab')
  await period.getByLabel('Allotment (spots; blank = unlimited)').fill('20')
  await period.getByLabel('Line 1: from (people)').fill('1')
  await period.getByLabel('to (people)').fill('2')
  await period.getByLabel('Price per person (EUR)').fill('180')
  await period.getByRole('button', { name: 'Add a party size band' }).click()
  await period.getByLabel('Line 2: from (people)').fill('2')
  await period.getByLabel('to (people)').nth(1).fill('6')
  await period.getByLabel('Price per person (EUR)').nth(1).fill('150')
  // Overlapping bands are refused on the field, before anything is sent.
  await period.getByRole('button', { name: 'Review prices' }).click()
  await expect(period.getByText('This party size range overlaps line 1 (1 to 2).')).toBeVisible()
  await shoot(page, 'period-overlap')
  await period.getByLabel('Line 2: from (people)').fill('3')
  await period.getByRole('button', { name: 'Add an age band' }).click()
  await period.getByLabel('Line 1: from age').fill('4')
  await period.getByLabel('to age').fill('11')
  await period.getByLabel('Price per person (EUR)').nth(2).fill('90')
  await period.getByRole('button', { name: 'Review prices' }).click()
  const review = period.getByTestId('period-review')
  await expect(review.getByText('The whole price list of the new period:')).toBeVisible()
  await expect(review.getByRole('row')).toHaveCount(4)
  await shoot(page, 'period-review')
  await review.getByRole('button', { name: 'Save period' }).click()
  await expect(page.getByTestId('periods-table').locator('tbody tr')).toHaveCount(1)
  await expect(page.getByTestId('periods-table')).toContainText('Free sale')
  await shoot(page, 'periods')
  await expectNoSeriousViolations(page)

  // Two program days, the numbering shown before saving.
  await page.getByRole('tab', { name: 'Program days' }).click()
  await page.getByRole('button', { name: 'Add a day at the end' }).click()
  await page.getByRole('button', { name: 'Add a day at the end' }).click()
  const days = page.getByTestId('program-day')
  await days.nth(0).getByLabel('Title').fill('Arrival in Merzouga')
  await days.nth(1).getByLabel('Title').fill('Sunrise on the dunes')
  await expect(page.getByTestId('renumbering')).toContainText('New day 2: Sunrise on the dunes')
  await shoot(page, 'days')
  await page.getByRole('button', { name: 'Save days' }).click()
  await expect(page.getByTestId('experience-counts')).toContainText('2 program days')
  // Insert a day between them: the screen says what moves before anything is sent.
  await days.nth(0).getByRole('button', { name: 'Insert a day after' }).click()
  await days.nth(1).getByLabel('Title').fill('Camel ride')
  await expect(page.getByTestId('renumbering')).toContainText('Day 2 (Sunrise on the dunes) becomes day 3')
  await shoot(page, 'days-renumbering')
  await expectNoSeriousViolations(page)
  await page.getByRole('button', { name: 'Undo changes' }).click()

  // Images: a file that only claims to be a PNG is refused before sending; a real one is uploaded.
  await page.getByRole('tab', { name: 'Images' }).click()
  const input = page.locator('input[type="file"]')
  await input.setInputFiles({
    name: 'brochure.png',
    mimeType: 'image/png',
    buffer: Buffer.from('%PDF-1.7 brochure'),
  })
  await expect(page.getByTestId('uploads')).toContainText('This file is not a JPEG, PNG, GIF or WebP image.')
  await input.setInputFiles({ name: 'dunes.png', mimeType: 'image/png', buffer: tinyPng() })
  await expect(page.getByTestId('uploads')).toContainText('dunes.png: Uploaded.')
  await expect(page.getByTestId('image-card')).toHaveCount(1)
  await expect(page.getByTestId('image-card').getByText('Primary image')).toBeVisible()
  await shoot(page, 'images')
  await expectNoSeriousViolations(page)

  // Publish: the checklist says what the listing still lacks.
  await page.getByRole('button', { name: 'Publish…' }).click()
  const publish = page.getByRole('dialog', { name: 'Publish this experience?' })
  await expect(publish.getByTestId('publish-checklist')).toContainText('A description — recommended')
  await shoot(page, 'publish')
  await publish.getByRole('button', { name: 'Publish' }).click()
  await expect(page.getByText('Published', { exact: true })).toBeVisible()

  // The tour operator's key: the section goes, and the experience is found in the search (over HTTP: the search
  // screen is another helper's).
  await useStagingKey(page, staging.url, TO)
  await expect(inventoryLink(page)).toHaveCount(0)
  const search = await service(
    staging.url,
    TO,
  )<{ data: { title: string; type: string }[] }>(
    `/api/v3/search?types=program&query=${encodeURIComponent(NAME)}`,
  )
  expect(search.data.map((hit) => hit.title)).toContain(NAME)
})

test('a period with bookings cannot be deleted: explained, and stop sale keeps the bookings', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const read = service(staging.url, DMC)
  const experiences = await read<{ data: { id: string; name: string }[] }>(
    '/api/v3/experiences?perPage=100&sort=id',
  )
  let target: { experienceId: string; periodId: string; used: number } | null = null
  for (const experience of experiences.data) {
    const periods = await read<{ data: { id: string; state: string; allotmentsUsed: number }[] }>(
      `/api/v3/experiences/${experience.id}/periods`,
    )
    const booked = periods.data.find((entry) => entry.allotmentsUsed > 0 && entry.state !== 'stop_sale')
    if (booked) {
      target = { experienceId: experience.id, periodId: booked.id, used: booked.allotmentsUsed }
      break
    }
  }
  if (target === null) throw new Error('The demo data has no booked period for the first supplier')
  await open(page)
  await useStagingKey(page, staging.url, DMC)
  await expect(inventoryLink(page)).toBeVisible({ timeout: 20_000 })
  await page.goto(`${host.baseUrl}/#/inventory/${target.experienceId}`)
  await page.getByRole('tab', { name: 'Periods and prices' }).click()
  const row = page.locator(`tr[data-period-id="${target.periodId}"]`)
  await expect(row).toContainText(`${target.used} used of`)
  await row.getByRole('button', { name: /^Delete / }).click()
  const dialog = page.getByRole('dialog', { name: 'Delete this period?' })
  // The row's count already says spots are used: the warning comes before any attempt, and no delete is offered.
  await expect(dialog.getByTestId('period-delete-refusal')).toContainText(
    `${target.used} ${target.used === 1 ? 'spot' : 'spots'} booked: a period with bookings cannot be deleted.`,
  )
  await expect(dialog.getByRole('button', { name: 'Delete period' })).toHaveCount(0)
  await shoot(page, 'period-has-bookings')
  await page.emulateMedia({ colorScheme: 'dark' })
  await shoot(page, 'period-has-bookings-dark')
  await page.emulateMedia({ colorScheme: 'light' })
  await expectNoSeriousViolations(page)
  await dialog.getByRole('button', { name: 'Set stop sale instead' }).click()
  const stop = page.getByRole('dialog', { name: 'Stop sale for this period?' })
  await expect(stop).toContainText(
    `The existing bookings (${target.used} spots booked) are kept as they are.`,
  )
  await shoot(page, 'stop-sale')
  await stop.getByRole('button', { name: 'Set stop sale' }).click()
  await expect(page.getByTestId('period-note')).toContainText('are kept as they are')
  await expect(row).toContainText('Stop sale')
  await expect(row).toContainText(`${target.used} used of`)
  await shoot(page, 'stop-sale-done')
})
