import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { PDFParse } from 'pdf-parse'
import { call } from './bookings-steps'
import { CHILD_BIRTHDATE, pricedWithExtras } from './experience-booking-steps'
import { openExperiences, pickDates } from './experience-steps'
import { expect, SCREENSHOTS, startWebHost, test, type RunningWebHost } from './fixtures'
import { openHotels, openRooms, pickRoom, searchLisbon } from './hotel-steps'
import { addToProposal, markUpEverything, shootBothThemes } from './proposal-steps'

/**
 * Issue 26 on screen: a three-option proposal (two hotels, one experience) built with "Add to proposal" from a
 * hotel's rate rows and an experience's offer, opened, printed (the PDF read back: the selling totals, no net),
 * sent, and its option 2 accepted after the prices were checked again: the booking made, linked both ways.
 * A host of its own: accepting books, and the bookings must not show in the other specs' lists.
 */

/** Every item's net as a document could write it ("1234.50", "1,234.50"): none may be printed. */
async function netFigures(host: RunningWebHost): Promise<string[]> {
  const [summary] = await call(host, 'proposals.list', { search: 'Lisbon in spring' })
  if (summary === undefined) throw new Error('The proposal is not listed')
  const proposal = await call(host, 'proposals.get', { id: summary.id })
  const grouped = new Intl.NumberFormat('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 })
  return proposal.options
    .flatMap((option) => option.items)
    .filter((item) => item.net !== item.sell)
    .flatMap((item) => [item.net.toFixed(2), grouped.format(item.net)])
}

test('builds a three-option proposal, prints it, sends it and books option 2 after checking the prices again', async ({
  page,
}) => {
  test.setTimeout(300_000)
  const host = await startWebHost()
  try {
    await page.setViewportSize({ width: 1360, height: 900 })
    await markUpEverything(host)
    const activity = await pricedWithExtras(host, 'Activity', 1)

    // Option 1: the first hotel's rate, into a new proposal (titled from the item).
    await openHotels(page, host.appUrl)
    const results = await searchLisbon(page)
    await openRooms(page, results.getByRole('article').first())
    await pickRoom(page, 1)
    const selection = page.getByRole('region', { name: 'Your selection' })
    await addToProposal(page, selection, 'New proposal')

    // Option 2: another hotel, a new option of that draft.
    await page.getByRole('link', { name: 'Back to the results' }).click()
    await openRooms(page, results.getByRole('article').nth(1))
    await pickRoom(page, 1)
    await addToProposal(page, selection, /: new option$/)

    // Option 3: an experience's offer for the party and dates searched.
    await openExperiences(page, host.appUrl)
    const form = page.getByRole('form', { name: 'Experience search' })
    await form.getByRole('textbox', { name: 'Search' }).fill(activity.name)
    // The party the activity was found priced for: two adults and a child.
    await page.getByRole('button', { name: 'Add a child' }).click()
    await page.getByLabel('Child 1 birthdate').fill(CHILD_BIRTHDATE)
    await pickDates(page, activity.startAt, activity.endAt)
    const found = page.getByRole('region', { name: 'Search results' })
    await expect(found.getByTestId('offer-total').first()).toBeVisible({ timeout: 30_000 })
    await found.getByRole('link', { name: activity.name, exact: true }).first().click()
    const offer = page.getByTestId('offer-panel')
    await expect(offer.getByTestId('detail-total')).toHaveText(/\d/, { timeout: 30_000 })
    await addToProposal(page, offer, /: new option$/)
    await page.getByRole('button', { name: 'Open proposal' }).last().click()

    // The proposal: three options, each with its selling total; a title and a validity date of the agent's.
    const options = page.getByTestId('proposal-option')
    await expect(options).toHaveCount(3, { timeout: 15_000 })
    await expect(options.nth(0).getByTestId('proposal-item')).toHaveAttribute('data-kind', 'hotel')
    await expect(options.nth(1).getByTestId('proposal-item')).toHaveAttribute('data-kind', 'hotel')
    await expect(options.nth(2).getByTestId('proposal-item')).toHaveAttribute('data-kind', 'experience')
    const totals = await options.getByTestId('proposal-option-total').allTextContents()
    for (const total of totals) expect(total).toMatch(/\d/)
    const details = page.getByRole('form', { name: 'Proposal details' })
    await details.getByRole('textbox', { name: /^Title/ }).fill('Lisbon in spring')
    await details.getByRole('textbox', { name: "Customer's name" }).fill('Ana Sousa')
    await details.getByRole('textbox', { name: "Customer's e-mail" }).fill('ana.sousa@example.com')
    await details.getByRole('button', { name: 'Save details' }).click()
    await expect(page.getByRole('heading', { name: 'Lisbon in spring', level: 2 })).toBeVisible()
    await shootBothThemes(page, 'proposal-page')

    // The PDF: downloaded by the browser, read back: every option's selling total, no net figure.
    const download = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Print PDF' }).click()
    const file = await download
    expect(file.suggestedFilename()).toMatch(/\.pdf$/)
    const path = join(SCREENSHOTS, 'proposal-build-accept.pdf')
    await file.saveAs(path)
    const parser = new PDFParse({ data: new Uint8Array(readFileSync(path)) })
    const { text } = await parser.getText()
    await parser.destroy()
    expect(text).toContain('Lisbon in spring')
    // The amounts as the screen wrote them (the document may write the currency its own way).
    for (const total of totals) expect(text).toContain(total.replace(/[^\d.,]/g, ''))
    for (const net of await netFigures(host)) expect(text).not.toContain(net)

    // Sent, then the customer says yes to option 2.
    await page.getByRole('button', { name: 'Mark as sent' }).click()
    await expect(page.getByTestId('proposal-state').first()).toHaveText('Sent')
    await page.getByRole('link', { name: 'Accept an option' }).click()
    const second = page.getByTestId('accept-option').getByRole('radio').nth(1)
    await second.click()
    await expect(second).toBeChecked()
    await page.getByRole('button', { name: 'Check prices again' }).click()
    const recheck = page.getByTestId('recheck-table')
    await expect(recheck).toBeVisible({ timeout: 30_000 })
    await expect(recheck.getByTestId('recheck-row')).toHaveCount(1)
    await expect(recheck.getByTestId('recheck-row')).toHaveAttribute('data-status', /same|moved/)

    await expect(page.getByRole('textbox', { name: /^E-mail/ })).toHaveValue('ana.sousa@example.com')
    for (const [at, traveller] of [
      { first: 'Ana', gender: 'female', birthdate: '1984-02-11' },
      { first: 'Luis', gender: 'male', birthdate: '1982-09-30' },
    ].entries()) {
      const group = page.getByRole('group', { name: `Traveller ${at + 1}` })
      await group.getByLabel('Gender').selectOption(traveller.gender)
      await group.getByLabel('First name').fill(traveller.first)
      await group.getByLabel('Last name').fill('Sousa')
      await group.getByLabel('Birthdate').fill(traveller.birthdate)
    }
    await page.getByRole('button', { name: 'Confirm and book' }).click()
    const outcome = page.getByTestId('accept-row')
    await expect(outcome).toHaveCount(1, { timeout: 60_000 })
    await expect(outcome).toHaveAttribute('data-outcome', /booked|adopted/)
    await shootBothThemes(page, 'proposal-accept')

    // The booking links back to its proposal, and the proposal to its booking.
    await outcome.getByRole('link').click()
    await expect(page.getByTestId('from-proposal')).toContainText('Lisbon in spring', { timeout: 30_000 })
    await page.getByTestId('from-proposal').getByRole('link').click()
    await expect(page.getByTestId('proposal-state').first()).toHaveText('Accepted')
    await expect(page.getByTestId('proposal-bookings').getByRole('link')).toHaveCount(1)

    // The list: the proposal accepted, with each option's total.
    await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Proposals' }).click()
    const row = page.getByTestId('proposal-row').filter({ hasText: 'Lisbon in spring' })
    await expect(row.getByTestId('proposal-state')).toHaveText('Accepted')
    await expect(row.getByTestId('proposal-option-total')).toHaveCount(3)
    await shootBothThemes(page, 'proposal-list')
  } finally {
    host.stop()
  }
})
