import { controlPlane, tallScreenshot } from './bookings-steps'
import {
  addToBasket,
  fillBasketCustomer,
  fillTravelers,
  openBasket,
  pricedWithExtras,
} from './experience-booking-steps'
import { openExperiences } from './experience-steps'
import { expect, expectNoSeriousViolations, startWebHost, test } from './fixtures'

/**
 * The experiences basket in Chromium through the web host, against the embedded sandbox: an activity with an extra
 * for the whole experience and a 4-day program with an extra on one day and hotels for its nights, booked together;
 * an extra of the booked program changed, one added and cancelled, each with the service's new total; a basket whose price expired (the sandbox's clock 16
 * minutes on) priced again, accepted and booked. A host of its own: the sandbox's clock only moves forward.
 */
test('books a basket of an activity and a program with extras and hotels, changes an extra, re-prices an expired basket', async ({
  page,
}) => {
  test.setTimeout(240_000)
  const host = await startWebHost()
  try {
    await page.setViewportSize({ width: 1360, height: 900 })
    const activity = await pricedWithExtras(host, 'Activity', 1)
    const program = await pricedWithExtras(host, 'Program', 4)
    await openExperiences(page, host.appUrl)
    await addToBasket(page, activity)
    await addToBasket(page, program)
    await openBasket(page)

    const lines = page.getByTestId('basket-line')
    await expect(lines).toHaveCount(2)
    const activityLine = lines.filter({ hasText: activity.name })
    const programLine = lines.filter({ hasText: program.name })
    await expect(activityLine.getByTestId('hold-countdown')).toHaveText(/^Price held for 1[45]:\d{2}/)
    await expect(activityLine).toContainText('2 adults, 1 child')

    // The activity: an extra for the whole experience, for everybody; its estimate joins the line's total.
    const activityTotal = await activityLine.getByTestId('line-total').textContent()
    await activityLine.getByLabel('Add an extra').selectOption({ index: 1 })
    await expect(activityLine.getByTestId('extra-estimate')).toHaveText(/About .*\d/)
    await expect(activityLine.getByTestId('line-total')).not.toHaveText(activityTotal ?? '')
    await fillTravelers(page, activityLine, activity.name, 'Ferreira')

    // The program: an extra on one day, first outside the program (a clear message on the field), then day 2.
    await programLine.getByLabel('Add an extra').selectOption({ index: 1 })
    const extra = programLine.getByTestId('basket-extra')
    await extra.getByLabel('For').selectOption('day')
    await extra.getByLabel('Program day').fill('5')
    await fillTravelers(page, programLine, program.name, 'Ferreira')
    // Its nights: a hotel of the day, and one booked by the customer on their own.
    const nights = programLine.getByRole('combobox', { name: /^Day \d+:/ })
    expect(await nights.count()).toBeGreaterThanOrEqual(2)
    await nights.nth(0).selectOption({ index: 1 })
    await expect(
      nights.nth(1).locator('option', { hasText: 'Booked by the customer on their own' }),
    ).toHaveCount(1)
    await nights.nth(1).selectOption({ label: 'Booked by the customer on their own' })
    for (let at = 2; at < (await nights.count()); at += 1) await nights.nth(at).selectOption({ index: 1 })
    await fillBasketCustomer(page)

    await page.getByRole('button', { name: 'Book 2 experiences' }).click()
    await expect(extra).toContainText('Day 5 is not a day of this program: it has 4 days.')
    await expect(page.getByText(/1 field to check before booking/)).toBeVisible()
    await tallScreenshot(page, 'experience-basket-day-out-of-range.png')
    await extra.getByLabel('Program day').fill('2')
    await expect(page.getByTestId('basket-total')).toHaveText(/Basket total \(estimated\): .*\d/)
    await expectNoSeriousViolations(page, 'main')
    await tallScreenshot(page, 'experience-basket.png')

    await page.getByRole('button', { name: 'Book 2 experiences' }).click()
    const booked = page.getByTestId('basket-booked')
    await expect(booked).toBeVisible({ timeout: 60_000 })
    await expect(booked.getByTestId('booked-item')).toHaveCount(2)
    await expect(booked).toContainText(activity.name)
    await expect(booked).toContainText(program.name)
    await expect(booked.getByTestId('booked-item').first()).toContainText(/E2E-\d+\/1/)
    await page.screenshot({ path: 'test/e2e/screenshots/experience-booked.png', fullPage: true })

    // The program's booking page: change its extra to one adult; the confirmation shows both totals.
    await booked.getByTestId('booked-item').filter({ hasText: program.name }).getByRole('link').click()
    const panel = page.getByTestId('booking-extras')
    const bookedExtra = panel.getByTestId('booked-extra').first()
    await expect(bookedExtra).toContainText('Day 2', { timeout: 60_000 })
    await expect(bookedExtra).toContainText('2 adults, 1 child')
    await bookedExtra.getByRole('button', { name: /^Change/ }).click()
    const dialog = page.getByTestId('extra-dialog')
    await dialog.getByLabel('Adults taking part').fill('1')
    await expect(dialog.getByTestId('extra-totals')).toHaveText(
      /Current total: .*\d.* Estimated new total: .*\d/,
    )
    await page.screenshot({ path: 'test/e2e/screenshots/experience-extra-change-dialog.png' })
    await dialog.getByRole('button', { name: 'Change it' }).click()
    await expect(panel.getByTestId('extras-changed')).toContainText(/new total is .*\d.*it was/, {
      timeout: 30_000,
    })
    await expect(bookedExtra).toContainText('1 adult, 1 child')
    await expectNoSeriousViolations(page, '[data-testid="booking-extras"]')
    await tallScreenshot(page, 'experience-extras-panel.png')

    // Add the add-on again for the whole experience (a new extra), then cancel it: each confirmed with the totals.
    await panel.getByRole('button', { name: 'Add an extra' }).click()
    await expect(dialog.getByTestId('extra-totals')).toHaveText(/Estimated new total: .*\d/)
    await dialog.getByRole('button', { name: 'Add it' }).click()
    await expect(panel.getByTestId('extras-changed')).toContainText('added', { timeout: 30_000 })
    await expect(panel.getByTestId('booked-extra')).toHaveCount(2)
    const added = panel.getByTestId('booked-extra').filter({ hasText: 'Whole experience' })
    await added.getByRole('button', { name: /^Cancel/ }).click()
    await dialog.getByRole('button', { name: 'Cancel the extra' }).click()
    await expect(panel.getByTestId('extras-changed')).toContainText('cancelled', { timeout: 30_000 })
    await expect(added).toContainText('Cancelled')

    // An expired price: the basket is priced again, the agent sees what moved and accepts.
    await addToBasket(page, activity)
    await openBasket(page)
    const sandbox = controlPlane(host)
    await sandbox.moveClockTo((await sandbox.now()) + 16 * 60_000)
    const line = page.getByTestId('basket-line')
    await fillTravelers(page, line, activity.name, 'Ferreira')
    await fillBasketCustomer(page)
    await page.getByRole('button', { name: 'Book 1 experience' }).click()
    const repriced = page.getByTestId('basket-repriced')
    await expect(repriced).toBeVisible({ timeout: 60_000 })
    await expect(repriced.getByTestId('repriced-item')).toContainText(activity.name)
    await expectNoSeriousViolations(page, 'main')
    await page.screenshot({ path: 'test/e2e/screenshots/experience-repriced.png', fullPage: true })
    await repriced.getByRole('button', { name: 'Accept new prices and book' }).click()
    await expect(page.getByTestId('basket-booked').getByTestId('booked-item')).toHaveCount(1, {
      timeout: 60_000,
    })
  } finally {
    host.stop()
  }
})
