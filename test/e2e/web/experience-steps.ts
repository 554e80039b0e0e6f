import type { Page } from '@playwright/test'
import { expect } from './fixtures'

/** The agent's steps through the experience screens, shared by the experience e2e files. */

export async function openExperiences(page: Page, appUrl: string): Promise<void> {
  await page.goto(appUrl)
  await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Experiences' }).click()
  await expect(page.getByRole('heading', { name: 'Experiences', level: 2 })).toBeVisible()
}

/** ISO date `days` after today (this computer's date, as the screen's "today"). */
export function isoInDays(days: number): string {
  const date = new Date()
  date.setDate(date.getDate() + days)
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
]
/** The calendar's name of a day button ("15 December 2026"), as the form labels them. */
const dayName = (iso: string) => {
  const [year, month, day] = iso.split('-').map(Number)
  return `${day} ${MONTHS[(month ?? 1) - 1]} ${year}`
}

/**
 * Picks the dates range in the search's calendar: opens it, waits for it, moves to each day's month and clicks it
 * (a same-day experience: the same day twice).
 */
export async function pickDates(page: Page, startAt: string, endAt: string): Promise<void> {
  await page.getByRole('button', { name: 'Dates', exact: true }).click()
  // Looking for a day before the calendar is open would move it a month too far.
  const nextMonth = page.getByRole('button', { name: 'Next month' })
  await expect(nextMonth).toBeVisible()
  for (const iso of [startAt, endAt]) {
    const day = page.getByRole('button', { name: dayName(iso), exact: true })
    for (let moves = 0; moves < 12 && !(await day.isVisible()); moves += 1) await nextMonth.click()
    await day.click()
  }
}
