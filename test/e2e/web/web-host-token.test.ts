import { join } from 'node:path'
import { expect, SCREENSHOTS, test } from './fixtures'

/**
 * A tab whose token the web host no longer accepts (the host was restarted: it has a new token) says what to do
 * instead of showing lists that fail under an "online" badge; pasting the new link into the same tab, which only
 * changes the part after `#`, starts the app again with the new token.
 */
test('a refused web host token says to open the new link, and the new link pasted in the same tab works', async ({
  page,
  webHost,
}) => {
  await page.goto(`${webHost.baseUrl}/#token=token-of-an-earlier-run`)
  const problem = page.getByTestId('bridge-problem')
  await expect(problem).toContainText('Open the link that `npm run web` printed')
  await expect(page.getByTestId('connectivity-indicator')).toHaveCount(0)
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme })
    await page.screenshot({ path: join(SCREENSHOTS, `web-host-token-refused-${scheme}.png`) })
  }

  // The bare address does not bring the refused token back from the tab's storage.
  await page.goto(`${webHost.baseUrl}/`)
  await expect(problem).toContainText('Open Agency Desk with the link')

  // The new link in the same tab: only the fragment changes, so no navigation happens by itself.
  await page.goto(webHost.appUrl)
  await expect(page.getByTestId('connectivity-indicator')).toHaveAttribute('data-state', 'online')
  await expect(problem).toHaveCount(0)
  await page.goto(`${webHost.baseUrl}/#token=token-of-an-earlier-run`)
  await expect(problem).toBeVisible()
  await page.goto(webHost.appUrl)
  await expect(page.getByTestId('connectivity-indicator')).toHaveAttribute('data-state', 'online')
})
