import { expect, type Page } from '@playwright/test'
import { join } from 'node:path'
import { SCREENSHOTS } from './fixtures'

/** Settings → Staging at `address` with `key` (a supplier's or a tour operator's), saved and active. */
export async function useStagingKey(page: Page, address: string, key: string): Promise<void> {
  await page.getByRole('link', { name: 'Settings' }).click()
  await page.getByText('Staging', { exact: true }).click()
  await page.getByLabel('Staging address').fill(address)
  await page.getByLabel('New API key for staging').fill(key)
  await page.getByRole('button', { name: 'Save key' }).click()
  await expect(page.getByTestId('environment-check').locator('[data-outcome="reachable"]')).toBeVisible({
    timeout: 30_000,
  })
  const save = page.getByRole('button', { name: 'Save changes' })
  if (await save.isEnabled()) {
    await save.click()
    await expect(page.getByText('Settings saved')).toBeVisible()
  }
}

export const inventoryLink = (page: Page) =>
  page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Inventory' })

export async function shoot(page: Page, name: string): Promise<void> {
  await page.mouse.move(5, 790)
  await page.screenshot({ path: join(SCREENSHOTS, `inventory-${name}.png`), fullPage: false })
}

/** A tiny valid PNG (1x1, red): what a supplier drops from their photo folder. */
export function tinyPng(): Buffer {
  return Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
    'base64',
  )
}

/** The service over HTTP, as a test looks behind the screens. */
export function service(url: string, key: string) {
  return async <T>(path: string): Promise<T> => {
    const response = await fetch(`${url}${path}`, { headers: { 'X-API-Key': key } })
    if (!response.ok) throw new Error(`${path} answered ${response.status}`)
    return (await response.json()) as T
  }
}
